import { and, desc, eq, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/**
 * What resumes and letters share as documents a person owns: the owner's key, the lock, the trash and the
 * stale-write clock. One set of queries serves every table with these columns, so both follow the same rules.
 */
export type OwnedDocumentTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  locked: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

export type DocumentKey = { id: string; userId: string };

/*
 * Timestamps: PostgreSQL keeps microseconds, JavaScript dates (and so the ISO strings the API sends) only
 * milliseconds. Documents therefore store millisecond-truncated times from the database clock, and every change
 * moves `updated_at` forward by at least a millisecond, so two writes never share a version the client could
 * mistake for the one it saw. The stale-write check compares truncated values, so a row written elsewhere
 * with microseconds still matches what the client was sent.
 */
export const nowMs = sql`date_trunc('milliseconds', now())`;
export const updatedAtMsOf = (column: AnyPgColumn): SQL => sql`date_trunc('milliseconds', ${column})`;
export const nextUpdatedAtOf = (column: AnyPgColumn): SQL =>
  sql`greatest(${nowMs}, ${updatedAtMsOf(column)} + interval '1 millisecond')`;

const dayMs = 24 * 60 * 60 * 1000;

/** When something deleted at `deletedAt` leaves the trash for good. */
export const purgeAtOf = (deletedAt: Date, trashDays: number): Date =>
  new Date(deletedAt.getTime() + trashDays * dayMs);

/** The cut-off of a purge at `now`: whatever went to the trash before it has been there TRASH_DAYS. */
export const trashCutoff = (now: Date, trashDays: number): Date =>
  new Date(now.getTime() - trashDays * dayMs);

/** The queries every owned document has, bound to its table. Rows come back whole (`returning()`). */
export const ownedDocumentQueries = <T extends OwnedDocumentTable, Row = T["$inferSelect"]>(table: T) => {
  // Drizzle's builders do not follow a generic table's columns into `.set()`; the columns are checked above.
  const update = (db: Db) =>
    db.update(table as OwnedDocumentTable) as unknown as {
      set(values: Record<string, unknown>): {
        where(where: SQL | undefined): { returning(): Promise<Row[]> };
      };
    };

  /** The user's document, unless it is in the trash (which only the trash's own queries see). */
  const byKey = ({ id, userId }: DocumentKey) =>
    and(eq(table.id, id), eq(table.userId, userId), isNull(table.deletedAt));
  const trashedByKey = ({ id, userId }: DocumentKey) =>
    and(eq(table.id, id), eq(table.userId, userId), isNotNull(table.deletedAt));
  /** Unlocked and still at the version the client saw (compared to the millisecond). */
  const isCurrent = (key: DocumentKey, expectedUpdatedAt: Date) =>
    and(
      byKey(key),
      eq(table.locked, false),
      sql`${updatedAtMsOf(table.updatedAt)} = ${expectedUpdatedAt.toISOString()}::timestamptz`,
    );

  return {
    byKey,
    trashedByKey,
    isCurrent,
    nextUpdatedAt: nextUpdatedAtOf(table.updatedAt),

    find: async (db: Db, key: DocumentKey): Promise<Row | undefined> => {
      const [row] = await db
        .select()
        .from(table as OwnedDocumentTable)
        .where(byKey(key))
        .limit(1);
      return row as Row | undefined;
    },

    /** The user's documents, most recently changed first. */
    list: async (db: Db, userId: string): Promise<Row[]> =>
      (await db
        .select()
        .from(table as OwnedDocumentTable)
        .where(and(eq(table.userId, userId), isNull(table.deletedAt)))
        .orderBy(desc(table.updatedAt), desc(table.id))) as Row[],

    setLocked: async (db: Db, key: DocumentKey & { locked: boolean }): Promise<Row | undefined> => {
      const [row] = await update(db)
        .set({ locked: key.locked, updatedAt: nextUpdatedAtOf(table.updatedAt) })
        .where(byKey(key))
        .returning();
      return row;
    },

    /** Moves the document to the trash unless it is locked; undefined when nothing was moved. */
    trashUnlocked: async (db: Db, key: DocumentKey): Promise<Row | undefined> => {
      const [row] = await update(db)
        .set({ deletedAt: sql`now()`, updatedAt: table.updatedAt })
        .where(and(byKey(key), eq(table.locked, false)))
        .returning();
      return row;
    },

    /** The user's trash, most recently deleted first. */
    listTrashed: async (db: Db, userId: string): Promise<Row[]> =>
      (await db
        .select()
        .from(table as OwnedDocumentTable)
        .where(and(eq(table.userId, userId), isNotNull(table.deletedAt)))
        .orderBy(desc(table.deletedAt), desc(table.id))) as Row[],

    /** Takes the document out of the trash; undefined when it is not in the user's trash. */
    restoreTrashed: async (db: Db, key: DocumentKey): Promise<Row | undefined> => {
      const [row] = await update(db)
        .set({ deletedAt: null, updatedAt: table.updatedAt })
        .where(trashedByKey(key))
        .returning();
      return row;
    },

    /** Deletes a document of the user's trash for good (what references it with a cascade goes with it). */
    deleteTrashed: async (db: Db, key: DocumentKey): Promise<Row | undefined> => {
      const [row] = await db
        .delete(table as OwnedDocumentTable)
        .where(trashedByKey(key))
        .returning();
      return row as Row | undefined;
    },

    /**
     * Deletes every document that went to the trash before `cutoff`. One statement: when several nodes purge
     * at once, each row is deleted (and answered) by exactly one of them.
     */
    purgeTrashedBefore: async (db: Db, cutoff: Date): Promise<Row[]> =>
      (await db
        .delete(table as OwnedDocumentTable)
        .where(lt(table.deletedAt, cutoff))
        .returning()) as Row[],
  };
};
