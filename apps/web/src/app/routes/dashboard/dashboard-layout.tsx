import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LogoMark } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { UserMenu } from "@/features/auth/components/user-menu";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { DashboardNav } from "@/features/dashboard/components/dashboard-nav";
import { useDashboardHotkeys } from "@/features/dashboard/hooks/use-dashboard-hotkeys";
import { paths } from "@/lib/paths";

function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight"
    >
      <LogoMark className="size-7" />
      {t("common.appName")}
    </Link>
  );
}

/**
 * The dashboard shell: side navigation (a drawer on small screens), the user menu, and the keyboard
 * shortcuts Shift+R, Shift+S and Shift+Q.
 */
export function Component() {
  const { t } = useTranslation("account");
  const user = useCurrentUser();
  const { signOut } = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDashboardHotkeys({ onSignOut: signOut });

  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-e bg-muted/40 p-4 md:flex">
        <div className="px-2 pt-1">
          <Brand />
        </div>
        <DashboardNav />
        <div className="mt-auto grid gap-2">
          <div className="flex items-center justify-between px-2">
            <span className="text-xs text-muted-foreground">{t("nav.theme")}</span>
            <ThemeToggle />
          </div>
          {user && <UserMenu user={user} onSignOut={signOut} />}
        </div>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b bg-background/85 px-3 backdrop-blur md:hidden">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.openMenu")}>
                <Menu aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent closeLabel={t("nav.closeMenu")} className="gap-6 p-4">
              <SheetTitle className="sr-only">{t("nav.menu")}</SheetTitle>
              <SheetDescription className="sr-only">{t("nav.menuDescription")}</SheetDescription>
              <div className="px-2 pt-1">
                <Brand />
              </div>
              <DashboardNav onNavigate={() => setDrawerOpen(false)} />
              <div className="mt-auto flex items-center justify-between px-2">
                <span className="text-xs text-muted-foreground">{t("nav.theme")}</span>
                <ThemeToggle />
              </div>
            </SheetContent>
          </Sheet>
          <Brand />
          {user ? <UserMenu user={user} onSignOut={signOut} compact /> : <span className="size-10" />}
        </header>
        <main className="flex-1 px-4 py-6 sm:px-8 md:py-10">
          <div className="mx-auto w-full max-w-4xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
