import { FileText, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { SiteHeader } from "../../../components/site-header";
import { ThemeToggle } from "../../../components/theme-toggle";
import { cn } from "../../../lib/utils";

const links = [
  { to: "/dashboard/resumes", key: "resumes", icon: FileText },
  { to: "/dashboard/settings", key: "settings", icon: Settings },
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <ThemeToggle />
      </SiteHeader>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row">
        <nav aria-label={t("pages.dashboard.navigation")} className="md:w-48">
          <ul className="flex gap-1 md:flex-col">
            {links.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
                      isActive && "bg-muted text-foreground",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {t(`pages.${key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
