import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../lib/paths";
import { LogoMark } from "./logo";

/** Top bar with the logo linking home; pages pass their own actions on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight"
        >
          <LogoMark />
          {t("common.appName")}
        </Link>
        <div className="flex items-center gap-1.5 sm:gap-2">{children}</div>
      </div>
    </header>
  );
}
