import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { authCallback, guestOnly, loadCurrentUser, requireUser } from "../features/auth/guards";
import { type LazyNamespace, loadNamespace } from "../lib/i18n";
import { LandingPage } from "./routes/landing";
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from "./routes/root-layout";

const notFound = (): RouteObject => ({ path: "*", lazy: () => import("./routes/not-found") });

/** An index route that only forwards; `element: null` says there is no page (and keeps React Router quiet). */
const forward = (loader: NonNullable<RouteObject["loader"]>): RouteObject => ({
  index: true,
  loader,
  element: null,
});

/** A lazy page whose text lives in a lazily loaded namespace: both arrive before the first render. */
const withCopy =
  <T,>(namespace: LazyNamespace, load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadNamespace(namespace)]);
    return module;
  };

/**
 * Every screen of the app. Guards are loaders on layout routes, so a whole branch is protected at once;
 * pages are lazy chunks, so the landing page carries none of them.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const signedInOnly = requireUser(queryClient);

  return [
    {
      id: "root",
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorBoundary,
      children: [
        { index: true, loader: loadCurrentUser(queryClient), Component: LandingPage },
        {
          path: "auth",
          lazy: withCopy("account", () => import("./routes/auth/auth-layout")),
          children: [
            {
              loader: guestOnly(queryClient),
              children: [
                forward(() => redirect("/auth/login")),
                { path: "login", lazy: () => import("./routes/auth/login") },
                { path: "register", lazy: () => import("./routes/auth/register") },
                { path: "forgot-password", lazy: () => import("./routes/auth/forgot-password") },
                { path: "reset-password", lazy: () => import("./routes/auth/reset-password") },
                { path: "coach-integration", lazy: () => import("./routes/auth/coach-integration") },
                { path: "verify-otp", lazy: () => import("./routes/auth/verify-otp") },
                { path: "backup-otp", lazy: () => import("./routes/auth/backup-otp") },
              ],
            },
            {
              path: "verify-email",
              loader: signedInOnly,
              lazy: () => import("./routes/auth/verify-email"),
            },
            notFound(),
          ],
        },
        { path: "auth/callback", loader: authCallback(queryClient), element: null },
        {
          path: "dashboard",
          loader: signedInOnly,
          lazy: withCopy("account", () => import("./routes/dashboard/dashboard-layout")),
          children: [
            // Loaders run in parallel and the first redirect wins, so this one waits for the guard:
            // a guest must be sent to login with ?redirect=/dashboard, not /dashboard/resumes.
            forward(async (args) => {
              await signedInOnly(args);
              return redirect("/dashboard/resumes");
            }),
            { path: "resumes", lazy: () => import("./routes/dashboard/resumes") },
            { path: "trash", lazy: () => import("./routes/dashboard/trash") },
            { path: "settings", lazy: () => import("./routes/dashboard/settings") },
            notFound(),
          ],
        },
        {
          path: "builder",
          children: [
            forward(() => redirect("/dashboard/resumes")),
            {
              path: ":id",
              // The guard first: a guest goes to login, not through a failed resume fetch to /dashboard.
              loader: async (args) => {
                const user = await signedInOnly(args);
                const { loadBuilder } = await import("./routes/builder/builder");
                return loadBuilder({ queryClient, user, id: args.params.id ?? "" });
              },
              lazy: () => import("./routes/builder/builder"),
            },
          ],
        },
        {
          path: "artboard",
          children: [
            { path: "builder", lazy: () => import("./routes/artboard/builder") },
            { path: "preview", lazy: () => import("./routes/artboard/preview") },
            notFound(),
          ],
        },
        { path: ":username/:slug", lazy: () => import("./routes/public/public-resume") },
        notFound(),
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createRouter>;
