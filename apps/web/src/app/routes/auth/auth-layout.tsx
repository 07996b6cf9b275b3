import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import artworkUrl from "@/assets/auth-artwork.svg";
import { LogoMark } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { LanguageSelect } from "@/features/settings/components/language-select";
import { paths } from "@/lib/paths";

/**
 * The auth screens' layout: the form panel (logo, language picker, theme toggle) and, on large screens, a
 * decorative panel with a background picture.
 */
export function Component() {
  const { t } = useTranslation("account");
  const signedIn = Boolean(useCurrentUser());

  return (
    <div className="grid min-h-dvh grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex flex-col">
        <header className="flex h-16 items-center justify-between gap-3 px-4 sm:px-8">
          <Link
            to={paths.home}
            className="flex shrink-0 items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight"
          >
            <LogoMark />
            {/* On a phone the mark alone, so the language picker has room for the longest language names. */}
            <span className="max-sm:sr-only">{t("common.appName", { ns: "translation" })}</span>
          </Link>
          <div className="flex min-w-0 items-center gap-1.5">
            <LanguageSelect signedIn={signedIn} compact />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-8">
          <div className="w-full max-w-sm">
            <Outlet />
          </div>
        </main>
        <footer className="px-4 pb-6 text-center text-xs text-muted-foreground sm:px-8">
          {t("layout.footer")}
        </footer>
      </div>
      <div aria-hidden="true" className="relative hidden overflow-hidden lg:block">
        <img src={artworkUrl} alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/50 to-transparent p-12 text-white">
          <p className="max-w-md text-2xl font-semibold tracking-tight">{t("layout.tagline")}</p>
          <p className="mt-2 max-w-md text-sm text-white/80">{t("layout.taglineDescription")}</p>
        </div>
      </div>
    </div>
  );
}
