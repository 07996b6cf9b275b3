import type { UserRow } from "../../db/schema.ts";
import { createNotifiedCache, type NotifiedCache } from "../../lib/notified-cache.ts";

export type CachedSession = { user: UserRow; sessionId: string };

/**
 * The live sessions this node has recently checked, by access token, so a signed-in request does not query the
 * database for its session each time. Every change to a user or to one of their sessions (sign-out, revocation,
 * password or profile change, deletion) drops that user's entries on every node.
 */
export type SessionCache = NotifiedCache<CachedSession>;

export const createSessionCache = (options: { ttlMs?: number; now?: () => number } = {}): SessionCache =>
  createNotifiedCache<CachedSession>({ groupOf: (session) => session.user.id, ...options });
