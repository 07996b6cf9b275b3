import { queryOptions } from "@tanstack/react-query";
import { ApiKeySchema, type CreateApiKeyInput, CreatedApiKeySchema } from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

const base = "/user/me/api-keys";

/** The user's personal API keys, newest first, without their secrets. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: ["user", "api-keys"] as const,
    queryFn: () => api.get(base, z.array(ApiKeySchema)),
  });

/** The answer holds the key's secret: the only time it is ever shown. */
export const createApiKey = (input: CreateApiKeyInput) => api.post(base, CreatedApiKeySchema, input);

export const revokeApiKey = (id: string) => api.delete(`${base}/${encodeURIComponent(id)}`, noContent);
