import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Config } from "../../config.ts";

export type TokenKeys = {
  /** Signs access and 2FA-pending tokens (HS256). */
  access: Uint8Array;
  /** Signs refresh tokens (HS256). */
  refresh: Uint8Array;
  /** AES-256-GCM key for TOTP secrets at rest, derived from the access token secret. */
  encryption: Buffer;
};

const PersistedSecretsSchema = z.object({
  accessTokenSecret: z.string().min(32),
  refreshTokenSecret: z.string().min(32),
});
type PersistedSecrets = z.infer<typeof PersistedSecretsSchema>;

export const secretsFileName = "secrets.json";

const generated = (): PersistedSecrets => ({
  accessTokenSecret: randomBytes(48).toString("base64url"),
  refreshTokenSecret: randomBytes(48).toString("base64url"),
});

/**
 * Secrets made once and kept in `${DATA_DIR}/secrets.json` (mode 0600), so an install without configured
 * secrets keeps its sessions across restarts. Several nodes sharing a database must configure the secrets.
 */
export const persistedSecrets = (dataDir: string): PersistedSecrets => {
  const path = join(dataDir, secretsFileName);
  const read = () => PersistedSecretsSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new Error(`${path} is unreadable; delete it to sign everybody out and start over`, {
        cause: error,
      });
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = generated();
  try {
    // "wx": two processes starting at once must not each write their own file.
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return read();
    throw error;
  }
};

const cache = new WeakMap<Config, TokenKeys>();

/** The keys for this configuration: the configured secrets, else the persisted ones. */
export const tokenKeys = (config: Config): TokenKeys => {
  const cached = cache.get(config);
  if (cached !== undefined) return cached;
  const configured = config.auth;
  const persisted =
    configured.accessTokenSecret === undefined || configured.refreshTokenSecret === undefined
      ? persistedSecrets(config.dataDir)
      : undefined;
  const accessSecret = configured.accessTokenSecret ?? persisted?.accessTokenSecret ?? "";
  const refreshSecret = configured.refreshTokenSecret ?? persisted?.refreshTokenSecret ?? "";
  const keys: TokenKeys = {
    access: new TextEncoder().encode(accessSecret),
    refresh: new TextEncoder().encode(refreshSecret),
    encryption: Buffer.from(hkdfSync("sha256", accessSecret, "vitae", "totp-secret-encryption", 32)),
  };
  cache.set(config, keys);
  return keys;
};
