import { FileText, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

const tabs = [
  { to: paths.resumes, key: "resumes", icon: FileText },
  { to: paths.letters, key: "letters", icon: Mail },
] as const;

/** Resumes and cover letters side by side: each list has its own address, the current one is marked. */
export function DocumentTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("letters.tabs.label")}>
      <ul className="inline-flex gap-1 rounded-lg border bg-muted/50 p-1">
        {tabs.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  isActive && "bg-background text-foreground shadow-xs",
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {t(`letters.tabs.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
