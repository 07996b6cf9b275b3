import { queryOptions } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const currentUserQueryKey = ["user"] as const;

/**
 * The signed-in user, or null for a guest. Cookies are httpOnly, so this call is the only way to tell;
 * a 401 or any other failure means "guest".
 */
async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>("/user/me");
  } catch {
    return null;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
});
