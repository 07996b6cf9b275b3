import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { authCallback, guestOnly, loadCurrentUser, requireUser } from "../features/auth/guards";
import { type LazyNamespace, loadNamespace } from "../lib/i18n";
import { paths, routePatterns } from "../lib/paths";
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
          path: paths.auth,
          lazy: withCopy("account", () => import("./routes/auth/auth-layout")),
          children: [
            {
              loader: guestOnly(queryClient),
              children: [
                forward(() => redirect(paths.login)),
                { path: paths.login, lazy: () => import("./routes/auth/login") },
                { path: paths.register, lazy: () => import("./routes/auth/register") },
                { path: paths.forgotPassword, lazy: () => import("./routes/auth/forgot-password") },
                { path: paths.resetPassword, lazy: () => import("./routes/auth/reset-password") },
                { path: paths.coachIntegration, lazy: () => import("./routes/auth/coach-integration") },
                { path: paths.verifyOtp, lazy: () => import("./routes/auth/verify-otp") },
                { path: paths.backupOtp, lazy: () => import("./routes/auth/backup-otp") },
              ],
            },
            {
              path: paths.verifyEmail,
              loader: signedInOnly,
              lazy: () => import("./routes/auth/verify-email"),
            },
            notFound(),
          ],
        },
        { path: paths.authCallback, loader: authCallback(queryClient), element: null },
        {
          path: paths.dashboard,
          loader: signedInOnly,
          lazy: withCopy("account", () => import("./routes/dashboard/dashboard-layout")),
          children: [
            // Loaders run in parallel and the first redirect wins, so this one waits for the guard:
            // a guest must be sent to login with ?redirect=/dashboard, not /dashboard/resumes.
            forward(async (args) => {
              await signedInOnly(args);
              return redirect(paths.resumes);
            }),
            { path: paths.resumes, lazy: () => import("./routes/dashboard/resumes") },
            { path: paths.letters, lazy: () => import("./routes/dashboard/letters") },
            { path: paths.trash, lazy: () => import("./routes/dashboard/trash") },
            { path: paths.applications, lazy: () => import("./routes/dashboard/applications") },
            { path: paths.settings, lazy: () => import("./routes/dashboard/settings") },
            notFound(),
          ],
        },
        {
          path: paths.builders,
          children: [
            forward(() => redirect(paths.resumes)),
            {
              path: routePatterns.builder,
              // The guard first: a guest goes to login, not through a failed resume fetch to /dashboard.
              loader: async (args) => {
                const user = await signedInOnly(args);
                const { loadBuilder } = await import("./routes/builder/builder");
                return loadBuilder({ queryClient, user, id: args.params.id ?? "" });
              },
              lazy: () => import("./routes/builder/builder"),
            },
            {
              path: routePatterns.letterBuilder,
              loader: async (args) => {
                await signedInOnly(args);
                const { loadLetterBuilder } = await import("./routes/builder/letter-builder");
                return loadLetterBuilder({ queryClient, id: args.params.id ?? "" });
              },
              lazy: () => import("./routes/builder/letter-builder"),
            },
          ],
        },
        {
          path: paths.artboard,
          children: [
            { path: paths.artboardBuilder, lazy: () => import("./routes/artboard/builder") },
            { path: paths.artboardPreview, lazy: () => import("./routes/artboard/preview") },
            { path: paths.artboardLetter, lazy: () => import("./routes/artboard/letter") },
            notFound(),
          ],
        },
        { path: routePatterns.reviewLink, lazy: () => import("./routes/review/review-link") },
        { path: routePatterns.publicResume, lazy: () => import("./routes/public/public-resume") },
        notFound(),
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createRouter>;
