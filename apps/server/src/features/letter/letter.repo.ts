import type { LetterData, LetterLook } from "@vitae/schema";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type LetterRow, type LetterVersionRow, letters, letterVersions } from "../../db/schema.ts";
import { type DocumentKey, nowMs, ownedDocumentQueries } from "../../lib/owned-documents.ts";

export const documents = ownedDocumentQueries(letters);

export type NewLetter = Pick<LetterRow, "userId" | "title" | "resumeId" | "data" | "look">;
export type LetterChanges = Pick<LetterRow, "title" | "resumeId" | "data" | "look">;

/** A save after this long without one keeps what it replaces as a version (as a resume's pause does). */
const versionPauseMs = 10 * 60 * 1000;

export const insertLetter = async (db: Db, letter: NewLetter): Promise<LetterRow> => {
  const [row] = await db
    .insert(letters)
    .values({ ...letter, createdAt: nowMs, updatedAt: nowMs })
    .returning();
  if (row === undefined) throw new Error("Inserting a letter returned no row");
  return row;
};

const keepVersion = async (db: Db, old: Pick<LetterRow, "id" | "title" | "data" | "updatedAt">) => {
  await db
    .insert(letterVersions)
    .values({ letterId: old.id, title: old.title, data: old.data, savedAt: old.updatedAt });
};

/**
 * Applies the changes only while the letter is unlocked and still at `expectedUpdatedAt`, in one transaction
 * that holds the row: two writers racing from the same version cannot both succeed. The content it replaces is
 * kept as a version when the last version is older than a pause. Undefined when nothing matched (unknown,
 * someone else's, locked or stale: the caller finds out which).
 */
export const updateLetterIfCurrent = async (
  db: Db,
  options: DocumentKey & { expectedUpdatedAt: Date; changes: LetterChanges },
): Promise<LetterRow | undefined> =>
  db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(letters)
      .where(documents.isCurrent(options, options.expectedUpdatedAt))
      .for("update");
    if (old === undefined) return undefined;
    const [row] = await tx
      .update(letters)
      .set({ ...options.changes, updatedAt: documents.nextUpdatedAt })
      .where(eq(letters.id, old.id))
      .returning();
    const changed = JSON.stringify(old.data) !== JSON.stringify(options.changes.data);
    if (changed) {
      const [recent] = await tx
        .select({ id: letterVersions.id })
        .from(letterVersions)
        .where(
          and(
            eq(letterVersions.letterId, old.id),
            gt(letterVersions.createdAt, new Date(Date.now() - versionPauseMs)),
          ),
        )
        .limit(1);
      if (recent === undefined) await keepVersion(tx, old);
    }
    return row;
  });

/**
 * Whether any letter (out of the trash) is drawn with this resume: most saved resumes have none, and then their
 * saves need not read the resume again to copy its look.
 */
export const hasLinkedLetters = async (db: Db, resumeId: string): Promise<boolean> => {
  const [found] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.resumeId, resumeId), isNull(letters.deletedAt)))
    .limit(1);
  return found !== undefined;
};

/**
 * Refreshes the look of every letter linked to this resume (its own copy, for when the resume is gone). Not the
 * writer's edit: `updatedAt` stays, or the writer's next save would be refused as a conflict with a background copy.
 */
export const refreshLooks = async (
  db: Db,
  options: { resumeId: string; look: LetterLook },
): Promise<void> => {
  await db
    .update(letters)
    .set({ look: options.look, updatedAt: sql`${letters.updatedAt}` })
    .where(
      and(
        eq(letters.resumeId, options.resumeId),
        isNull(letters.deletedAt),
        // Most saves change the text, not the look: those rewrite no letter.
        sql`${letters.look} is distinct from ${JSON.stringify(options.look)}::jsonb`,
      ),
    );
};

export const listVersions = async (db: Db, letterId: string): Promise<LetterVersionRow[]> =>
  db
    .select()
    .from(letterVersions)
    .where(eq(letterVersions.letterId, letterId))
    .orderBy(desc(letterVersions.createdAt), desc(letterVersions.id));

export const findVersion = async (
  db: Db,
  ids: { letterId: string; versionId: string },
): Promise<LetterVersionRow | undefined> => {
  const [row] = await db
    .select()
    .from(letterVersions)
    .where(and(eq(letterVersions.letterId, ids.letterId), eq(letterVersions.id, ids.versionId)))
    .limit(1);
  return row;
};

/**
 * Replaces the letter's content by one of its versions unless it is locked, keeping the content it replaces as
 * a version, so a restore can itself be undone. Undefined when nothing matched.
 */
export const restoreLetterVersion = async (
  db: Db,
  key: DocumentKey & { data: LetterData; title: string },
): Promise<LetterRow | undefined> =>
  db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(letters)
      .where(and(documents.byKey(key), eq(letters.locked, false)))
      .for("update");
    if (old === undefined) return undefined;
    await keepVersion(tx, old);
    const [row] = await tx
      .update(letters)
      .set({ data: key.data, title: key.title, updatedAt: documents.nextUpdatedAt })
      .where(eq(letters.id, old.id))
      .returning();
    return row;
  });

/** Sets (or, with undefined, clears) the letter's private link. */
export const setLink = async (
  db: Db,
  key: DocumentKey & { tokenHash: string | null; expiresAt: Date | null },
): Promise<LetterRow | undefined> => {
  const [row] = await db
    .update(letters)
    .set({ linkTokenHash: key.tokenHash, linkExpiresAt: key.expiresAt })
    .where(documents.byKey(key))
    .returning();
  return row;
};

/** The letter a live private link opens: not expired, not in the trash. */
export const findByLink = async (db: Db, tokenHash: string): Promise<LetterRow | undefined> => {
  const [row] = await db
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.linkTokenHash, tokenHash),
        gt(letters.linkExpiresAt, sql`now()`),
        isNull(letters.deletedAt),
      ),
    )
    .limit(1);
  return row;
};
