import { useSearchParams } from "react-router";
import { safeRedirect } from "../redirects";

/** Where to go once signed in: the same-site `?redirect=` of the current page, else the dashboard. */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  return safeRedirect(searchParams.get("redirect"));
}

/** The `?redirect=` part to carry along when moving between sign-in steps (login → code entry). */
export function useRedirectQuery(): string {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  return redirect ? `?${new URLSearchParams({ redirect })}` : "";
}
