import type { QueryClient } from "@tanstack/react-query";
import { api, noContent } from "@/lib/api-client";
import { clearSession } from "../session";

/** Logging out forgets the user whether the server call succeeds or fails. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await api.post("/auth/logout", noContent);
  } finally {
    clearSession(queryClient);
  }
}
