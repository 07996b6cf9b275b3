import type { QueryClient } from "@tanstack/react-query";
import type { AuthStatus } from "@vitae/schema";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { paths } from "../../lib/paths";
import { currentUserQuery } from "./api/get-current-user";
import { loginPath, safeRedirect } from "./redirects";

/** Route loaders that decide who may see a page. Each takes the app's query client. */

// Checked against the schema's AuthStatus type. Importing the schema's runtime `authStatuses` would put its
// module, and zod with it, into the landing bundle.
const authStatusSet: Record<AuthStatus, true> = { authenticated: true, "2fa_required": true };
const isAuthStatus = (value: string | null): value is AuthStatus =>
  value !== null && Object.hasOwn(authStatusSet, value);

export const loadCurrentUser = (queryClient: QueryClient) => () =>
  queryClient.ensureQueryData(currentUserQuery);

/** Signed-in visitors leave guest-only pages for `?redirect=` (same-site paths only) or the dashboard. */
export const guestOnly =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
    return null;
  };

/** Guests are sent to the login screen with the page they asked for, so they come back after signing in. */
export const requireUser =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (!user) {
      const { pathname, search } = new URL(request.url);
      throw redirect(loginPath(pathname + search));
    }
    return user;
  };

/** /auth/callback: where OAuth sign-ins land with `?status=`; it only ever redirects. */
export const authCallback =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const status = new URL(request.url).searchParams.get("status");
    if (!isAuthStatus(status)) return redirect(loginPath());
    if (status === "2fa_required") return redirect(paths.verifyOtp);

    // The cookies just changed, so whatever was cached about the visitor is out of date.
    const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    return user ? redirect(paths.dashboard) : redirect(loginPath());
  };
