import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { tokenKeys } from "../auth/index.ts";

const linkKeys = new WeakMap<Config, Buffer>();

/**
 * A review link's secret derived from its id under a server key (256 bits, URL-safe), so the server can mail the
 * link again later while storing only the token's hash. Another secret in the configuration gives other
 * tokens: links made before still open (their hash is stored), only mailing them again fails.
 */
export const reviewLinkToken = (config: Config, reviewId: string): string => {
  let key = linkKeys.get(config);
  if (key === undefined) {
    key = Buffer.from(hkdfSync("sha256", tokenKeys(config).access, "", "vitae review link", 32));
    linkKeys.set(config, key);
  }
  return createHmac("sha256", key).update(reviewId).digest("base64url");
};

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
