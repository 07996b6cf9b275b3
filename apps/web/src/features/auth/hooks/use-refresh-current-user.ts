import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { currentUserQuery } from "../api/get-current-user";

/** Asks the server again who is signed in (after the account changed) and returns the fresh user. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }), [queryClient]);
}
