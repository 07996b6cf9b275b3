import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { paths } from "@/lib/paths";

export function Component() {
  const { t } = useTranslation("account");
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("resetPassword.title")} description={t("resetPassword.description")} />
      <ResetPasswordForm token={token} />
    </div>
  );
}

/** The page is useless without the token from the e-mail, so send the visitor to ask for one. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw redirect(paths.forgotPassword);
  return { token };
}
