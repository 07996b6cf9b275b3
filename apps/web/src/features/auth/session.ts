import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { currentUserQueryKey } from "./api/get-current-user";

/** Marks the visitor as a guest and drops everything cached on behalf of the previous user. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData(currentUserQueryKey, null);
}

export function hasSignedInUser(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData(currentUserQueryKey));
}

/** Remembers who signed in, so guards and pages know without asking the server again. */
export function setCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}
