import { queryOptions } from "@tanstack/react-query";
import { type User, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";
import { hasSignedInHint } from "../signed-in-hint";

export const currentUserQueryKey = ["user"] as const;

/**
 * The signed-in user, or null for a guest. Without the server's SignedIn hint there is no session to ask
 * about, so nothing is asked (a guest's console stays free of 401s); otherwise a 401 or any other failure
 * means "guest".
 */
async function getCurrentUser(): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await api.get("/user/me", UserSchema);
  } catch {
    return null;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
});
