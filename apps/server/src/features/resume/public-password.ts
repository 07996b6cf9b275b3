import { hkdfSync } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { resumePublicPasswords } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type RateLimit, scaleRateLimit } from "../../lib/rate-limit.ts";
import { defaultAuthLimits, hashPassword, tokenKeys, verifyPassword, withLockout } from "../auth/index.ts";

/**
 * A public resume may ask for a password before anyone but its owner reads it: the resume, its prints, its
 * exports. Whoever gives the password gets an unlock cookie for that resume: httpOnly, sent only under
 * /api/resume, gone when the browser session ends, and signed for the password's version, so a new password
 * locks out every earlier unlock. A variant without its own password is protected by its master's.
 */

/** Guesses per client address per minute; the resume's own lock-out (like an account's) stops slow guessing too. */
export const unlockRateLimit: RateLimit = { max: 10, timeWindowMs: 60_000 };
export const scaledUnlockRateLimit = (factor: number) => scaleRateLimit(unlockRateLimit, factor);

const unlockCookiePath = "/api/resume";
const unlockCookieName = (resumeId: string) => `ResumeUnlock-${resumeId}`;
/** An unlock outlives no browser session, and at most half a day even in a browser left open. */
const unlockLifetimeSeconds = 12 * 60 * 60;
const issuer = "vitae";
const audience = "resume-unlock";

const unlockKeys = new WeakMap<Config, Uint8Array>();
/** A key of its own, derived from the access-token secret: an unlock token is never a session token. */
const unlockKey = (config: Config): Uint8Array => {
  let key = unlockKeys.get(config);
  if (key === undefined) {
    key = new Uint8Array(hkdfSync("sha256", tokenKeys(config).access, "", "vitae resume unlock", 32));
    unlockKeys.set(config, key);
  }
  return key;
};

type Protection = { resumeId: string; passwordHash: string; version: string };

/** The password that guards a resume: its own, else (for a variant) its master's; undefined when open. */
const findProtection = async (
  db: Db,
  row: { id: string; variantOf?: string | null },
): Promise<Protection | undefined> => {
  const ids = row.variantOf ? [row.id, row.variantOf] : [row.id];
  const found = await db
    .select()
    .from(resumePublicPasswords)
    .where(inArray(resumePublicPasswords.resumeId, ids));
  const chosen = found.find((p) => p.resumeId === row.id) ?? found[0];
  return chosen && { resumeId: chosen.resumeId, passwordHash: chosen.passwordHash, version: chosen.version };
};

/** Whether a reader must type a password first: the resume's own, or (for a variant) its master's. */
export const isGuardedByPassword = async (
  db: Db,
  row: { id: string; variantOf?: string | null },
): Promise<boolean> => (await findProtection(db, row)) !== undefined;

export const isPasswordProtected = async (db: Db, resumeId: string): Promise<boolean> =>
  (
    await db
      .select({ id: resumePublicPasswords.resumeId })
      .from(resumePublicPasswords)
      .where(eq(resumePublicPasswords.resumeId, resumeId))
  ).length > 0;

/** Sets or changes the password; a new version every time, so earlier unlocks stop working. */
export const setPublicPassword = async (db: Db, resumeId: string, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await db
    .insert(resumePublicPasswords)
    .values({ resumeId, passwordHash })
    .onConflictDoUpdate({
      target: resumePublicPasswords.resumeId,
      set: { passwordHash, version: sql`gen_random_uuid()`, updatedAt: sql`now()` },
    });
};

export const removePublicPassword = async (db: Db, resumeId: string): Promise<void> => {
  await db.delete(resumePublicPasswords).where(eq(resumePublicPasswords.resumeId, resumeId));
};

/** Who reads a resume a guest may read too: whether they are its owner, and the unlocks their browser holds. */
export type UnlockProof = (resumeId: string, version: string) => Promise<boolean>;

/** The unlock cookies of a request, checked against a resume's current password version. */
export const unlockProof =
  (request: FastifyRequest): UnlockProof =>
  async (resumeId, version) => {
    const token = request.cookies[unlockCookieName(resumeId)];
    if (!token) return false;
    try {
      const { payload } = await jwtVerify(token, unlockKey(request.server.authDeps.config), {
        algorithms: ["HS256"],
        issuer,
        audience,
        subject: resumeId,
      });
      return payload.ver === version;
    } catch {
      return false;
    }
  };

/**
 * Throws ResumePasswordRequired unless the resume is open or the reader has unlocked it. Owners are never asked:
 * callers decide ownership first.
 */
export const requireUnlocked = async (
  db: Db,
  row: { id: string; variantOf?: string | null },
  unlock: UnlockProof,
): Promise<void> => {
  const protection = await findProtection(db, row);
  if (protection !== undefined && !(await unlock(row.id, protection.version))) {
    throw new AppError("ResumePasswordRequired");
  }
};

/**
 * Checks a guessed password of a public resume under the resume's lock-out and, when right, sets the unlock
 * cookie. A resume without a password needs no unlock and answers as unlocked.
 */
export const unlockResume = async (
  db: Db,
  row: { id: string; variantOf?: string | null },
  password: string,
  reply: FastifyReply,
): Promise<void> => {
  const protection = await findProtection(db, row);
  if (protection === undefined) return;
  const passed = await withLockout(
    { db },
    { key: `resume-password:${protection.resumeId}`, policy: defaultAuthLimits.passwordLockout },
    () => verifyPassword(protection.passwordHash, password),
  );
  if (!passed) throw new AppError("InvalidResumePassword");
  const config = reply.server.authDeps.config;
  const token = await new SignJWT({ ver: protection.version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(row.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${unlockLifetimeSeconds}s`)
    .sign(unlockKey(config));
  // No maxAge: a session cookie, gone when the browser session ends.
  reply.setCookie(unlockCookieName(row.id), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https:"),
    path: unlockCookiePath,
  });
};
