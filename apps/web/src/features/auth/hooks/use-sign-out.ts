import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import { useLogout } from "./use-logout";

/** Logs out (the user is forgotten even when the call fails) and leaves for the home page. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    signOut: () =>
      logout.mutate(undefined, { onSettled: () => void navigate(paths.home, { replace: true }) }),
    isPending: logout.isPending,
  };
}
