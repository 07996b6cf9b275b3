import { createNotifiedCache, type NotifiedCache } from "../../lib/notified-cache.ts";

/**
 * A resume's answer as sent, and whose it is (a cached answer never goes to anyone else). A variant's answer has
 * its master's data in it, so a change to the master drops it too.
 */
export type CachedResume = { id: string; userId: string; json: string; masterId?: string };

/**
 * The JSON answers of recently read resumes, by id, so reading a resume again costs no database round trip.
 * Every change to a resume (on any node, by any tool) drops it everywhere; see notified-cache.ts. Bounded to a
 * couple of thousand resumes (~10 KB each).
 */
export type ResumeCache = NotifiedCache<CachedResume>;

export const createResumeCache = (options: { ttlMs?: number; maxEntries?: number } = {}): ResumeCache =>
  createNotifiedCache<CachedResume>({
    groupOf: (resume) => (resume.masterId === undefined ? resume.id : [resume.id, resume.masterId]),
    maxEntries: 2000,
    ...options,
  });
