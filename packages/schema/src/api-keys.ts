import { z } from "zod";
import { isoDateTimeSchema } from "./primitives.ts";

/** Every personal API key starts with this, so it is recognisable in a header, a log or a leaked file. */
export const apiKeyPrefix = "vitae_";

/**
 * What a personal API key may be allowed to do; a new scope is one entry here. Routes name the scope they need
 * (the server's OpenAPI security helpers); a route that names none is closed to keys, whatever their scopes, so
 * account routes (password, 2FA, e-mail, sessions, the keys themselves) can never be reached with one.
 */
export const apiKeyScopes = [
  "resumes:read",
  "resumes:write",
  "print",
  "letters:read",
  "letters:write",
  "applications:read",
  "applications:write",
] as const;

export const ApiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

export const apiKeyNameMaxLength = 100;
/** At most this many keys per account: enough for every script and assistant, few enough to review. */
export const maxApiKeysPerUser = 50;

export const CreateApiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name, e.g. the script that uses it")
    .max(apiKeyNameMaxLength, `At most ${apiKeyNameMaxLength} characters`)
    .describe("What the key is for"),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1, "Choose at least one scope")
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, "Each scope once")
    .describe("What the key may do"),
  expiresAt: isoDateTimeSchema
    .refine((text) => Date.parse(text) > Date.now(), "The expiry must be in the future")
    .optional()
    .describe("When the key stops working; never when left out"),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;

/** A key as listed: never its secret. */
export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable().describe("Within a minute of the last use"),
  lastUsedIp: z.string().nullable().describe("The address of the last use"),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to creating a key: the only time its secret is shown. */
export const CreatedApiKeySchema = z.object({
  id: z.uuid(),
  key: z.string().startsWith(apiKeyPrefix).describe("The secret; shown once, stored only as a hash"),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
