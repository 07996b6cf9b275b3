import { Outlet } from "react-router";
import { SiteHeader } from "../../../components/site-header";
import { ThemeToggle } from "../../../components/theme-toggle";

/** Two panels on large screens: the form on one side, a decorative panel on the other. */
export function Component() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div className="flex flex-col">
        <SiteHeader>
          <ThemeToggle />
        </SiteHeader>
        <main className="flex flex-1 items-center justify-center">
          <Outlet />
        </main>
      </div>
      <div
        aria-hidden="true"
        className="hidden bg-[linear-gradient(135deg,var(--color-primary),color-mix(in_oklch,var(--color-primary)_40%,var(--color-background)))] lg:block"
      />
    </div>
  );
}
