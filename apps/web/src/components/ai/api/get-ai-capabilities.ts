import { queryOptions } from "@tanstack/react-query";
import { type AiCapabilities, AiCapabilitiesSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Which AI actions this server can run; it changes only when the server restarts with another configuration. */
export function getAiCapabilities(): Promise<AiCapabilities> {
  return api.get("/auth/requestPrompt", AiCapabilitiesSchema);
}

export const aiCapabilitiesQuery = queryOptions({
  queryKey: ["ai", "capabilities"] as const,
  queryFn: getAiCapabilities,
  staleTime: 60 * 60_000,
  // Not knowing is not worth a toast: the menu then offers every action and the server's answer explains.
  meta: { errorToast: false },
});
