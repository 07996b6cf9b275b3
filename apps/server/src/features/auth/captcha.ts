import { hkdfSync } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { rememberCaptchaSolution } from "./captcha.repo.ts";
import { tokenKeys } from "./token-secrets.ts";

/**
 * The bot check (CAPTCHA=altcha): an ALTCHA proof of work the browser solves itself, so nothing leaves the
 * server's network. The server hands out a challenge signed with an HMAC key, the widget finds the counter
 * that derives a key with the challenge's prefix, and the form sends challenge and solution back as `token`.
 * The server checks the signature, the expiry and the derived key (its own HMAC over the right key, made
 * when the challenge was issued, so checking costs one hash), then remembers the challenge so it is
 * accepted once.
 *
 * Difficulty: PBKDF2-SHA-256 with 1,000 iterations per try and an answer between 1,000 and 5,000 tries,
 * about half a second to two seconds of one core; the browser spreads it over its Web Workers.
 */
const algorithm = "PBKDF2/SHA-256";
const cost = 1_000;
const counterRange = [1_000, 5_000] as const;
/** Long enough to fill in a sign-up form after solving; the widget asks for a new one when it expires. */
export const captchaLifetimeMs = 10 * 60 * 1000;

type CaptchaKeys = { signature: string; keySignature: string };
const keysCache = new WeakMap<Config, CaptchaKeys>();

/**
 * HMAC keys derived from the access-token secret (configured, or the persisted one), so every node sharing
 * that secret accepts the others' challenges and no further setting is needed.
 */
const captchaKeys = (config: Config): CaptchaKeys => {
  const cached = keysCache.get(config);
  if (cached !== undefined) return cached;
  const secret = tokenKeys(config).access;
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", secret, "vitae", info, 32)).toString("hex");
  const keys = { signature: derive("altcha-challenge"), keySignature: derive("altcha-derived-key") };
  keysCache.set(config, keys);
  return keys;
};

/** A fresh signed challenge, valid for `captchaLifetimeMs` from `now`. */
export const issueCaptchaChallenge = async (config: Config, now = new Date()): Promise<Challenge> => {
  const keys = captchaKeys(config);
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(...counterRange),
    deriveKey,
    expiresAt: new Date(now.getTime() + captchaLifetimeMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
};

/** The parameters of an ALTCHA v2 challenge, as issued and as echoed back by the widget. */
export const ChallengeParametersSchema = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  expiresAt: z.number().optional().describe("Unix time (seconds) after which answers are refused"),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** What the widget sends (base64 JSON): the challenge as issued and the counter it found. */
const CaptchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: ChallengeParametersSchema,
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

const decodePayload = (token: string) => {
  try {
    return CaptchaPayloadSchema.safeParse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
  } catch {
    return undefined;
  }
};

/**
 * Accepts a solved challenge once, when the bot check is on; otherwise does nothing. Refuses with 400
 * `CaptchaRequired` when the token is missing and `InvalidCaptcha` when it is malformed, forged, wrongly
 * solved, expired or already used.
 */
export const checkCaptcha = async (
  deps: { db: Db; config: Config },
  token: string | undefined,
  now = new Date(),
): Promise<void> => {
  if (deps.config.auth.captcha !== "altcha") return;
  if (token === undefined || token === "") throw new AppError("CaptchaRequired");
  const parsed = decodePayload(token);
  if (parsed === undefined || !parsed.success)
    throw new AppError("InvalidCaptcha", { message: "The bot check answer is not an ALTCHA payload" });
  const { challenge, solution } = parsed.data;
  const keys = captchaKeys(deps.config);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => undefined);
  // Every challenge we issue expires; one without an expiry was not made here.
  const expiresAt = challenge.parameters.expiresAt;
  if (result?.expired || expiresAt === undefined || expiresAt * 1000 <= now.getTime())
    throw new AppError("InvalidCaptcha", { message: "The bot check has expired; solve a new one" });
  if (result === undefined || !result.verified)
    throw new AppError("InvalidCaptcha", { message: "The bot check answer is not correct" });
  const first = await rememberCaptchaSolution(deps.db, {
    signature: challenge.signature,
    expiresAt: new Date(expiresAt * 1000),
    now,
  });
  if (!first) throw new AppError("InvalidCaptcha", { message: "The bot check answer was already used" });
};

/** preHandler for the routes a bot would hammer: the body's `token` must hold a fresh solved challenge. */
export const requireCaptcha = async (request: FastifyRequest): Promise<void> => {
  const body = request.body as { token?: string } | undefined;
  await checkCaptcha(request.server.authDeps, body?.token);
};
