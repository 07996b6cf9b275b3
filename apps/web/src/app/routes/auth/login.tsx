import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Separator } from "@/components/ui/separator";
import { Spinner } from "@/components/ui/spinner";
import { providersQuery } from "@/features/auth/api/get-providers";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { LoginForm } from "@/features/auth/components/login-form";
import { PasskeySignIn } from "@/features/auth/components/passkey-sign-in";
import { SocialButtons } from "@/features/auth/components/social-buttons";
import { useRedirectTarget } from "@/features/auth/hooks/use-redirect-target";
import { paths } from "@/lib/paths";

/**
 * The e-mail form when the server offers it (its username field also offers passkeys as autofill), a passkey
 * button where passkeys work, social buttons below a divider for the others.
 */
export function Component() {
  const { t } = useTranslation("account");
  const { data: providers } = useQuery(providersQuery);
  const hasEmail = providers?.includes("email") ?? false;
  const hasSocial = providers?.some((provider) => provider !== "email") ?? false;
  // Verification links need a session; a guest who opened one is sent here and back after signing in.
  const verifying = new URL(useRedirectTarget(), "http://same-site.invalid").pathname === paths.verifyEmail;

  return (
    <div className="grid gap-6">
      <AuthPageHeader
        title={t("login.title")}
        description={
          <>
            {t("login.noAccount")}{" "}
            <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("login.createAccount")}
            </Link>
          </>
        }
      />
      {verifying && (
        <Alert>
          <AlertTitle>{t("login.verifyEmailTitle")}</AlertTitle>
          <AlertDescription>{t("login.verifyEmailDescription")}</AlertDescription>
        </Alert>
      )}
      {providers ? (
        <>
          {hasEmail && <LoginForm />}
          <PasskeySignIn autofill={hasEmail} />
          {hasEmail && hasSocial && <Separator>{t("login.orContinueWith")}</Separator>}
          <SocialButtons providers={providers} />
        </>
      ) : (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t("common.loading")}
        </div>
      )}
    </div>
  );
}
