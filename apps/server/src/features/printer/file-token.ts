import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isStorageKey } from "../storage/index.ts";

/**
 * Capability tokens for printed files: the storage key, a file name and an expiry, signed with HMAC-SHA256.
 * Whoever holds the URL may fetch that one file until it expires; nobody can make one for another key.
 * Expiry is rounded up to a whole window, so the same file asked for twice in a window gets the same URL
 * (and browsers reuse the thumbnail they already have).
 */
export type FileTokenSigner = {
  sign(file: { key: string; name: string }, now?: number): { token: string; expiresAt: number };
  /** The file the token names, or undefined when it is malformed, forged or expired. */
  verify(token: string, now?: number): { key: string; name: string; expiresAt: number } | undefined;
};

const PayloadSchema = z.object({ k: z.string(), n: z.string(), e: z.number().int() });

/** A signing key of its own, derived from a server secret, so a token is never valid as anything else. */
export const deriveFileTokenKey = (secret: Uint8Array | string): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "vitae", "printer-file-url", 32));

export const createFileTokenSigner = (options: { key: Buffer; windowMs?: number }): FileTokenSigner => {
  const windowMs = options.windowMs ?? 10 * 60 * 1000;
  const mac = (payload: string) => createHmac("sha256", options.key).update(payload).digest();

  return {
    sign({ key, name }, now = Date.now()) {
      // Valid for one to two windows: at least ten minutes by default.
      const expiresAt = (Math.floor(now / windowMs) + 2) * windowMs;
      const payload = Buffer.from(JSON.stringify({ k: key, n: name, e: expiresAt })).toString("base64url");
      return { token: `${payload}.${mac(payload).toString("base64url")}`, expiresAt };
    },

    verify(token, now = Date.now()) {
      const [payload, signature, ...rest] = token.split(".");
      if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let parsed: z.infer<typeof PayloadSchema>;
      try {
        parsed = PayloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
      } catch {
        return undefined;
      }
      if (parsed.e <= now || !isStorageKey(parsed.k)) return undefined;
      return { key: parsed.k, name: parsed.n, expiresAt: parsed.e };
    },
  };
};
