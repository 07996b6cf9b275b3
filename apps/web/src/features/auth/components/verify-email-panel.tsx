import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { resendVerificationEmail } from "../api/resend-verification-email";
import { verifyEmail } from "../api/verify-email";
import { useCurrentUser } from "../hooks/use-current-user";
import { useRefreshCurrentUser } from "../hooks/use-refresh-current-user";

/** A "send the mail again" button; used here and in the account settings. */
export function ResendVerificationButton({ variant = "outline" }: { variant?: "outline" | "link" }) {
  const { t } = useTranslation("account");
  const mutation = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () =>
      toast({
        variant: "info",
        title: t("verifyEmail.resentTitle"),
        description: t("verifyEmail.resentDescription"),
      }),
  });
  return (
    <Button
      variant={variant}
      size={variant === "link" ? "sm" : "md"}
      className={variant === "link" ? "h-auto p-0" : undefined}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {mutation.isPending && <Spinner />}
      {t("verifyEmail.resend")}
    </Button>
  );
}

/** Without a token: tell the user to look for the mail, with a way on and a way to get it again. */
function CheckYourEmail() {
  const { t } = useTranslation("account");
  const user = useCurrentUser();
  const verified = Boolean(user?.emailVerified);

  return (
    <div className="grid gap-4">
      {verified ? (
        <Alert variant="success">
          <AlertTitle>{t("verifyEmail.alreadyVerifiedTitle")}</AlertTitle>
          <AlertDescription>{t("verifyEmail.alreadyVerifiedDescription")}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="info">
          <AlertTitle>{t("verifyEmail.checkTitle")}</AlertTitle>
          <AlertDescription>
            {user
              ? t("verifyEmail.checkDescriptionTo", { email: user.email })
              : t("verifyEmail.checkDescription")}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.dashboard}>{t("verifyEmail.continue")}</Link>
        </Button>
        {!verified && <ResendVerificationButton />}
      </div>
    </div>
  );
}

/** With a token: verify once, refresh the user, celebrate, and continue to the resumes (history replaced). */
function VerifyToken({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const refreshUser = useRefreshCurrentUser();
  const mutation = useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await refreshUser();
      toast({
        variant: "success",
        title: t("verifyEmail.successTitle"),
        description: t("verifyEmail.successDescription"),
      });
      await navigate(paths.resumes, { replace: true });
    },
  });
  const { mutate } = mutation;
  // The token works once; Strict Mode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (mutation.isError) return <CheckYourEmail />;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner />
      {t("verifyEmail.verifying")}
    </p>
  );
}

export function VerifyEmailPanel({ token }: { token: string | null }) {
  return token ? <VerifyToken token={token} /> : <CheckYourEmail />;
}
