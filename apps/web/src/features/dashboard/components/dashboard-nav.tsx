import { BriefcaseBusiness, FileText, Settings, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Kbd } from "@/components/ui/kbd";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

// Labels come from the account catalogue's `nav.*`, except the trash's and the applications', which live with
// their features.
const links = [
  { to: paths.resumes, key: "resumes", icon: FileText, shortcut: "R" },
  { to: paths.applications, key: "applications", icon: BriefcaseBusiness, shortcut: undefined },
  { to: paths.trash, key: "trash", icon: Trash2, shortcut: undefined },
  { to: paths.settings, key: "settings", icon: Settings, shortcut: "S" },
] as const;

/** The dashboard's sections; `onNavigate` lets the mobile drawer close once a link is chosen. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("account");
  const { t: tWeb } = useTranslation();
  // The cover letters are a tab of the documents the Resumes entry leads to: it stays lit on their tab too.
  const onLetters = useLocation().pathname === paths.letters;
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="grid gap-1">
        {links.map(({ to, key, icon: Icon, shortcut }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              aria-keyshortcuts={shortcut === undefined ? undefined : `Shift+${shortcut}`}
              className={({ isActive }) =>
                cn(
                  "group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                  (isActive || (key === "resumes" && onLetters)) &&
                    "bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground",
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              <span className="flex-1">
                {key === "trash"
                  ? tWeb("resumes.trash.nav")
                  : key === "applications"
                    ? tWeb("applications.nav")
                    : t(`nav.${key}`)}
              </span>
              {shortcut !== undefined && (
                <Kbd aria-hidden className="pointer-coarse:hidden">
                  ⇧{shortcut}
                </Kbd>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
