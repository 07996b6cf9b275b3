import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "../hooks/use-current-user";
import { useLogout } from "../hooks/use-logout";

/** Header actions: "Sign in" for guests; "Go to dashboard" and "Logout" for a signed-in user. */
export function AuthActions() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();

  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to={paths.login}>
          <LogIn aria-hidden className="rtl:-scale-x-100" />
          {t("auth.signIn")}
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button asChild size="sm">
        <Link to={paths.dashboard}>
          <LayoutDashboard aria-hidden />
          {t("auth.goToDashboard")}
        </Link>
      </Button>
      <Button variant="ghost" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
        <LogOut aria-hidden className="rtl:-scale-x-100" />
        <span className="max-sm:sr-only">{t("auth.logout")}</span>
      </Button>
    </>
  );
}
