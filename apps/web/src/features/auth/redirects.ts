import { paths } from "../../lib/paths";

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The `redirect` query value if it is a path on this site, else `fallback`. Blocks open redirects:
 * absolute URLs, protocol-relative `//host`, `/\host` (which browsers treat as `//host`) and script URLs.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (CONTROL_CHARACTERS.test(value)) return fallback;
  const base = "http://same-site.invalid";
  try {
    return new URL(value, base).origin === base ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Where a guest goes from a sign-in-only page: the login screen, told how to come back. */
export function loginPath(returnTo?: string): string {
  return returnTo ? `${paths.login}?redirect=${encodeURIComponent(returnTo)}` : paths.login;
}
