import { useQuery } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { currentUserQuery } from "../api/get-current-user";

/** The signed-in user (null for a guest, undefined while the first check runs). */
export function useCurrentUser(): User | null | undefined {
  return useQuery(currentUserQuery).data;
}
