import { queryOptions } from "@tanstack/react-query";
import { type Provider, ProviderSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/**
 * The sign-in methods this server offers. When the list cannot be read (server down, old server), the
 * e-mail form is the safe assumption: it is what every server supports and it reports its own errors.
 */
async function getProviders(): Promise<readonly Provider[]> {
  try {
    return await api.get("/auth/providers", ProviderSchema.array());
  } catch {
    return ["email"];
  }
}

export const providersQuery = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: getProviders,
  staleTime: Number.POSITIVE_INFINITY,
});
