import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { tokenKeys } from "../auth/index.ts";

/** A review link's secret: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newReviewToken = (): string => randomBytes(32).toString("base64url");

export const hashReviewToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const cookiePath = "/api/review";
const cookieName = (reviewId: string) => `ReviewUnlock-${reviewId}`;

const keys = new WeakMap<Config, Buffer>();
/** A key of its own, derived from the access-token secret: an unlock proof is never a session token. */
const unlockKey = (config: Config): Buffer => {
  let key = keys.get(config);
  if (key === undefined) {
    key = Buffer.from(hkdfSync("sha256", tokenKeys(config).access, "", "vitae review unlock", 32));
    keys.set(config, key);
  }
  return key;
};

/** Proof that the browser gave this link's password: bound to the password's hash, so a new password voids it. */
const proofOf = (config: Config, reviewId: string, passwordHash: string): string =>
  createHmac("sha256", unlockKey(config)).update(`${reviewId}\n${passwordHash}`).digest("base64url");

export const setReviewUnlock = (reply: FastifyReply, review: { id: string; passwordHash: string }): void => {
  void reply.setCookie(
    cookieName(review.id),
    proofOf(reply.server.authDeps.config, review.id, review.passwordHash),
    {
      path: cookiePath,
      httpOnly: true,
      sameSite: "strict",
      secure: reply.server.authDeps.config.publicUrl.startsWith("https:"),
    },
  );
};

export const hasReviewUnlock = (
  request: FastifyRequest,
  review: { id: string; passwordHash: string },
): boolean => {
  const given = request.cookies[cookieName(review.id)];
  if (!given) return false;
  const expected = Buffer.from(proofOf(request.server.authDeps.config, review.id, review.passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
