import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.resetPassword.title")}
      description={t("pages.resetPassword.description")}
    />
  );
}

/** Spec §2: the page is useless without the token from the e-mail, so send the visitor to ask for one. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!new URL(request.url).searchParams.get("token")) throw redirect("/auth/forgot-password");
  return null;
}
