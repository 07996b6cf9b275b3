import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A high-entropy, URL-safe one-time token (256 bits). */
export const randomToken = (): string => randomBytes(32).toString("base64url");

/**
 * SHA-256 of a high-entropy token, as stored. A slow hash would add nothing: a 256-bit random token cannot be
 * guessed, and a fast, deterministic hash lets the database look the token up by its hash.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
};

const version = "v1";

/** AES-256-GCM with a random 96-bit IV: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export const encryptSecret = (key: Buffer, plaintext: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
};

/** Undoes encryptSecret; throws when the value was tampered with or encrypted under another key. */
export const decryptSecret = (key: Buffer, encrypted: string): string => {
  const [prefix, iv, tag, ciphertext] = encrypted.split(".");
  if (prefix !== version || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error("Unknown encrypted secret format");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
    "utf8",
  );
};
