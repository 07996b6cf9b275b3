import { randomBytes } from "node:crypto";
import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyPrefix,
  type CreateApiKeyInput,
  maxApiKeysPerUser,
} from "@vitae/schema";
import { v7 as uuidv7 } from "uuid";
import type { ApiKeyRow, UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countApiKeys,
  deleteApiKey,
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  touchApiKey,
} from "./api-key.repo.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { hashToken } from "./crypto.ts";

type KeyDeps = Pick<AuthDeps, "db">;

/** 256 random bits after the prefix (base64url, 43 characters). */
const newSecret = () => `${apiKeyPrefix}${randomBytes(32).toString("base64url")}`;

/** "Last used" is kept to the minute: finer would cost a write per request. */
const lastUsedResolutionMs = 60_000;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
});

/** A new key for the user; the secret is in the answer and nowhere else. */
export const createApiKey = async (
  deps: KeyDeps,
  { userId, input }: { userId: string; input: CreateApiKeyInput },
): Promise<{ id: string; key: string }> => {
  if ((await countApiKeys(deps.db, userId)) >= maxApiKeysPerUser) {
    throw new AppError("ValidationError", {
      message: `At most ${maxApiKeysPerUser} API keys; revoke one first`,
    });
  }
  const key = newSecret();
  const row = await insertApiKey(deps.db, {
    id: uuidv7(),
    userId,
    name: input.name,
    keyHash: hashToken(key),
    scopes: input.scopes,
    expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt),
  });
  return { id: row.id, key };
};

export const listUserApiKeys = async (deps: KeyDeps, userId: string): Promise<ApiKey[]> =>
  (await listApiKeys(deps.db, userId)).map(toApiKey);

export const revokeApiKey = async (deps: KeyDeps, own: { userId: string; id: string }): Promise<void> => {
  if (!(await deleteApiKey(deps.db, own))) throw new AppError("NotFound", { message: "No such API key" });
};

export type AuthenticatedKey = { user: UserRow; key: { id: string; scopes: readonly ApiKeyScope[] } };

/** The live key behind `secret` and its user (its use recorded), or undefined: unknown, revoked or expired. */
export const authenticateApiKey = async (
  deps: KeyDeps,
  { secret, ip }: { secret: string; ip: string },
): Promise<AuthenticatedKey | undefined> => {
  const now = new Date();
  const found = await findLiveApiKey(deps.db, { keyHash: hashToken(secret), now });
  if (found === undefined) return undefined;
  await touchApiKey(deps.db, { id: found.key.id, ip, now, resolutionMs: lastUsedResolutionMs });
  return { user: found.user, key: { id: found.key.id, scopes: found.key.scopes as ApiKeyScope[] } };
};
