import { createHmac, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

// Authenticator apps agree on these; other values are silently misread by some of them.
const totpSettings = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Codes of the previous and next 30 s step are accepted too (clock drift, slow typing). */
const window = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = ({ secret, account, issuer }: { secret: string; account: string; issuer: string }) =>
  new TOTP({ ...totpSettings, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();

/** The time step (Unix time / 30 s) whose code `code` is, within the window; undefined when it matches none. */
export const matchTotpStep = (secret: string, code: string, now: Date): number | undefined => {
  const totp = new TOTP({ ...totpSettings, secret: Secret.fromBase32(secret) });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
};

const backupCodeAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
export const backupCodeCount = 8;
const backupCodeLength = 10;

/** Eight codes of 10 characters [a-z0-9] (about 52 bits each). */
export const newBackupCodes = (): string[] =>
  Array.from({ length: backupCodeCount }, () =>
    Array.from(
      { length: backupCodeLength },
      () => backupCodeAlphabet[randomInt(backupCodeAlphabet.length)],
    ).join(""),
  );

/**
 * Backup codes are stored as HMAC-SHA-256 under a server key: 52 bits would fall to an offline search of a
 * leaked plain hash, but not without the key.
 */
export const hashBackupCode = (key: Buffer, code: string): string =>
  createHmac("sha256", key).update(`backup-code:${code}`, "utf8").digest("hex");
