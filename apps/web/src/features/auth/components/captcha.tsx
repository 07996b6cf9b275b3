import { useQuery } from "@tanstack/react-query";
import type {} from "altcha/types/global";
import type {} from "altcha/types/react";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { captchaSettingsQuery } from "../api/get-captcha-settings";

/** Where the widget fetches a signed proof-of-work challenge: our own server, never a third party. */
const challengeUrl = "/api/auth/captcha/challenge";
/** No attribution link or logo: nothing on the form points away from this site. */
const widgetConfiguration = JSON.stringify({ hideFooter: true, hideLogo: true });
const altchaLanguage = "vitae";

type AltchaStateEvent = CustomEvent<{ state: string; payload?: string }>;

export type Captcha = {
  /** The server asks for a bot check (it says so at GET /api/auth/captcha; off by default). */
  enabled: boolean;
  /** The answer to send as the form's `token`; undefined until the widget has solved its challenge. */
  token: string | undefined;
  /** After a refused submit (an answer works once): a fresh widget and challenge. */
  reset: () => void;
  /** The widget to place in the form; null while the check is off. */
  widget: ReactNode;
};

/**
 * The bot check of a sign-in, sign-up or password-reset form (CAPTCHA=altcha). The ALTCHA widget — a
 * web component that solves a PBKDF2 proof of work in a web worker — is bundled, loaded only when the server asks
 * for it, and talks to this server alone.
 */
export function useCaptcha(): Captcha {
  const { data } = useQuery(captchaSettingsQuery);
  const enabled = data?.captcha === "altcha";
  const [token, setToken] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setToken(undefined);
    setRound((count) => count + 1);
  }, []);
  // A new key after a reset mounts a fresh widget, which fetches a fresh challenge.
  const widget = useMemo(
    () => (enabled ? <CaptchaWidget key={round} onToken={setToken} /> : null),
    [enabled, round],
  );
  return { enabled, token, reset, widget };
}

function CaptchaWidget({ onToken }: { onToken: (token: string | undefined) => void }) {
  const { t } = useTranslation("account");
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    // Registers <altcha-widget>; its own chunk, so pages without the check never load it.
    void import("altcha").then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  // A callback ref: the widget gets its listener when it appears and loses it when it goes.
  const attach = useCallback(
    (widget: HTMLElement | null) => {
      if (!widget) return;
      const onStateChange = (event: Event) => {
        const { state, payload } = (event as AltchaStateEvent).detail;
        onToken(state === "verified" ? payload : undefined);
      };
      widget.addEventListener("statechange", onStateChange);
      return () => widget.removeEventListener("statechange", onStateChange);
    },
    [onToken],
  );

  // The widget's texts in the app's language: registered with ALTCHA's own i18n store under a name of ours.
  const strings = useMemo(
    () => ({
      label: t("captcha.label"),
      verify: t("captcha.verify"),
      verifying: t("captcha.verifying"),
      verified: t("captcha.verified"),
      error: t("captcha.error"),
      expired: t("captcha.expired"),
      verificationRequired: t("captcha.required"),
      waitAlert: t("captcha.verifying"),
      loading: t("captcha.loading"),
      reload: t("captcha.reload"),
    }),
    [t],
  );
  if (loaded) globalThis.$altcha?.i18n.set(altchaLanguage, strings);

  if (!loaded) {
    return (
      <div className="flex h-16 items-center gap-2 rounded-md border px-3 text-sm text-muted-foreground">
        <Spinner />
        {t("captcha.loading")}
      </div>
    );
  }
  return (
    <altcha-widget
      ref={attach}
      challenge={challengeUrl}
      configuration={widgetConfiguration}
      language={altchaLanguage}
      data-captcha=""
      style={{
        "--altcha-max-width": "100%",
        "--altcha-border-radius": "0.5rem",
        "--altcha-color-base": "var(--background)",
        "--altcha-color-base-content": "var(--foreground)",
        "--altcha-border-color": "var(--border)",
        "--altcha-color-primary": "var(--primary)",
        "--altcha-color-primary-content": "var(--primary-foreground)",
        "--altcha-checkbox-outline": "2px solid var(--ring)",
      }}
    />
  );
}
