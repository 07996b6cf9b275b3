import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { coachIntegration } from "../api/coach-integration";
import { clearSession, setCurrentUser } from "../session";

const SESSION_COOKIES = ["Authentication", "Refresh"] as const;

/**
 * While mounted, the page sends no Referer: its address held a sign-in token, and nothing it loads from now
 * on may carry that address elsewhere.
 */
function useNoReferrer() {
  useLayoutEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "referrer";
      document.head.append(meta);
    }
    meta.content = "no-referrer";
    return () => {
      if (!meta) return;
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}

/** Forgets the previous session in this browser before the hand-off signs someone in. */
function forgetLocalSession() {
  try {
    localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
  // Both cookies are httpOnly, so this is best effort; the server's answer replaces them anyway.
  for (const name of SESSION_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie by name needs no more, and the Cookie Store API is missing in some browsers.
    document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}

/**
 * The learning platform's single-sign-on hand-off (/auth/coach-integration): reads the token, takes
 * it out of the address bar and history at once, clears the old session and signs in with it.
 */
export function CoachIntegration() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once, before the address is cleaned below.
  const [token] = useState(() => searchParams.get("token"));
  const mutation = useMutation({
    mutationFn: coachIntegration,
    onSuccess: ({ status, user }) => {
      if (status === "2fa_required" || !user) {
        void navigate(paths.verifyOtp, { replace: true });
        return;
      }
      setCurrentUser(queryClient, user);
      void navigate(paths.dashboard, { replace: true });
    },
  });
  const { mutate } = mutation;
  const started = useRef(false);

  useNoReferrer();

  useLayoutEffect(() => {
    if (!window.location.search) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  useEffect(() => {
    // Single use: Strict Mode's second effect run must not send the token again.
    if (started.current || !token) return;
    started.current = true;
    forgetLocalSession();
    clearSession(queryClient);
    mutate(token);
  }, [mutate, token, queryClient]);

  if (!token || mutation.isError) {
    return (
      <Alert variant="error" role="alert">
        <AlertTitle>{t("coachIntegration.failedTitle")}</AlertTitle>
        <AlertDescription>
          {t("coachIntegration.failedDescription")}{" "}
          <Link to={paths.login}>{t("coachIntegration.signInInstead")}</Link>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner />
      {t("coachIntegration.loading")}
    </p>
  );
}
