import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { RegisterForm } from "@/features/auth/components/register-form";
import { paths } from "@/lib/paths";

export function Component() {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-6">
      <AuthPageHeader
        title={t("register.title")}
        description={
          <>
            {t("register.haveAccount")}{" "}
            <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("register.signIn")}
            </Link>
          </>
        }
      />
      <RegisterForm />
    </div>
  );
}
