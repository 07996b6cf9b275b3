import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/**
 * Bot check for the login form (spec §2). Off by default: the provider then passes everything through and
 * the widget renders nothing. With VITE_CAPTCHA=altcha the ALTCHA widget (a web component doing a
 * self-hosted proof of work) is shown and its payload travels as the login's `token`.
 */
const enabled = import.meta.env.VITE_CAPTCHA === "altcha";
const challengeUrl = import.meta.env.VITE_CAPTCHA_CHALLENGE_URL ?? "/api/auth/captcha/challenge";

type AltchaStateEvent = CustomEvent<{ state: string; payload?: string }>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challengeurl?: string;
        hidefooter?: boolean;
      };
    }
  }
}

type CaptchaState = {
  enabled: boolean;
  /** The proof to send with the form; undefined until solved (and always when the captcha is off). */
  token: string | undefined;
  setToken: (token: string | undefined) => void;
  /** A failed submit spends the proof; the widget starts over. */
  reset: () => void;
  resetCount: number;
};

const CaptchaContext = createContext<CaptchaState>({
  enabled: false,
  token: undefined,
  setToken: () => {},
  reset: () => {},
  resetCount: 0,
});

export function CaptchaProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | undefined>();
  const [resetCount, setResetCount] = useState(0);
  const value = useMemo<CaptchaState>(
    () => ({
      enabled,
      token,
      setToken,
      reset: () => {
        setToken(undefined);
        setResetCount((count) => count + 1);
      },
      resetCount,
    }),
    [token, resetCount],
  );
  return <CaptchaContext value={value}>{children}</CaptchaContext>;
}

export function useCaptcha(): Pick<CaptchaState, "enabled" | "token" | "reset"> {
  const { enabled: on, token, reset } = useContext(CaptchaContext);
  return { enabled: on, token, reset };
}

/** The widget itself; place it inside the form. Renders nothing while the captcha is off. */
export function CaptchaWidget() {
  const { setToken, resetCount } = useContext(CaptchaContext);
  // A callback ref: each new widget (one per reset) gets its listener, and loses it when it goes.
  const attach = useCallback(
    (widget: HTMLElement | null) => {
      if (!widget) return;
      const onStateChange = (event: Event) => {
        const { state, payload } = (event as AltchaStateEvent).detail;
        setToken(state === "verified" ? payload : undefined);
      };
      widget.addEventListener("statechange", onStateChange);
      return () => widget.removeEventListener("statechange", onStateChange);
    },
    [setToken],
  );

  if (!enabled) return null;
  // A new key after a reset mounts a fresh widget, which asks for a fresh challenge.
  return <altcha-widget key={resetCount} ref={attach} challengeurl={challengeUrl} hidefooter />;
}
