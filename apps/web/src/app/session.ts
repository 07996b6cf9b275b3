import type { QueryClient } from "@tanstack/react-query";
import { loginPath } from "../features/auth/redirects";
import { clearSession, hasSignedInUser } from "../features/auth/session";
import { setSessionExpiredHandler } from "../lib/api-client";
import type { AppRouter } from "./router";

/**
 * When a refresh fails, the cached user is cleared and the visitor goes to the login screen
 * (with the way back). A guest has no session to lose, so a failed refresh for a guest changes nothing.
 */
export function handleSessionExpiry({
  router,
  queryClient,
}: {
  router: AppRouter;
  queryClient: QueryClient;
}) {
  setSessionExpiredHandler(() => {
    if (!hasSignedInUser(queryClient)) return;
    clearSession(queryClient);
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(pathname + search), { replace: true });
  });
}
