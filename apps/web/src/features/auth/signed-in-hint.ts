/**
 * The server's SignedIn cookie (apps/server auth.cookies.ts): present while this browser holds a session. The
 * session cookies themselves are httpOnly, so without it the only way to tell would be asking the server, and
 * for a guest that answer is a 401 in the console on every page.
 */
export const SIGNED_IN_HINT_COOKIE = "SignedIn";

export function hasSignedInHint(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
