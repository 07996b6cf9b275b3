import type { ResumeData, ResumeVisibility, versionReasons } from "@vitae/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResumeRow, resumes, resumeVersions, statistics, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { nextUpdatedAtOf, nowMs, ownedDocumentQueries, updatedAtMsOf } from "../../lib/owned-documents.ts";
import { effectiveUpdatedAt, mergeJsonRow, mergeRow, mergeRows, type StoredResume } from "./variants.repo.ts";

export type NewResume = {
  userId: string;
  title: string;
  slug: string;
  data: ResumeData;
  visibility: ResumeVisibility;
  /** A variant's master; its `data` is then the variant's overlay (see variants.repo.ts). */
  variantOf?: string;
};

export type ResumeChanges = Pick<ResumeRow, "title" | "slug" | "data" | "visibility">;

export type ResumeKey = { id: string; userId: string };

const slugConstraint = "resumes_user_id_slug_unique";

// Millisecond timestamps from the database clock, as every owned document keeps them (lib/owned-documents.ts).
const updatedAtMs = updatedAtMsOf(resumes.updatedAt);
export const nextUpdatedAt = nextUpdatedAtOf(resumes.updatedAt);

/** Lock, trash and keys as resumes share them with letters. */
const documents = ownedDocumentQueries(resumes);

/** The user's resume, unless it is in the trash (which only the trash's own queries see). */
const { byKey } = documents;

// Drizzle wraps driver errors (node-postgres and PGlite alike) whose `code`/`constraint` come from the server.
const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Object && !seen.has(current); ) {
    seen.add(current);
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === "23505" && fields.constraint === constraint) return true;
    current = fields.cause;
  }
  return false;
};

export const mapSlugTaken = (error: unknown): never => {
  if (isUniqueViolation(error, slugConstraint)) {
    throw new AppError("ResumeSlugAlreadyExists", { cause: error });
  }
  throw error;
};

/** Inserts the resume and its statistics row together. A slug the user already has: `ResumeSlugAlreadyExists`. */
export const insertResume = async (db: Db, resume: NewResume): Promise<ResumeRow> =>
  db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(resumes)
        .values({ ...resume, createdAt: nowMs, updatedAt: nowMs })
        .returning();
      if (row === undefined) throw new Error("Inserting a resume returned no row");
      await tx.insert(statistics).values({ resumeId: row.id });
      return row;
    })
    .catch(mapSlugTaken);

/** A resume row with its data as the JSON text PostgreSQL holds, for answers that pass it on unparsed. */
// The public-downloads setting is read where guests download, never with the builder's resume.
export type ResumeJsonRow = Omit<ResumeRow, "data" | "deletedAt" | "allowDownloads"> & { data: string };

const resumeJsonColumns = {
  id: resumes.id,
  title: resumes.title,
  slug: resumes.slug,
  data: sql<string>`${resumes.data}::text`.as("data"),
  visibility: resumes.visibility,
  locked: resumes.locked,
  userId: resumes.userId,
  variantOf: resumes.variantOf,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
};

/**
 * A statement built and prepared once per database: the hottest paths (read and autosave) skip drizzle's query
 * building and PostgreSQL's planning on every request.
 */
const preparedPerDatabase = <T>(build: (db: Db) => T): ((db: Db) => T) => {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
};

const findResumeJsonStatement = preparedPerDatabase((db) =>
  db
    .select(resumeJsonColumns)
    .from(resumes)
    .where(
      and(
        eq(resumes.id, sql.placeholder("id")),
        eq(resumes.userId, sql.placeholder("userId")),
        isNull(resumes.deletedAt),
      ),
    )
    .limit(1)
    .prepare("find_resume_json"),
);

/** Like `findResume`, with the data left as JSON text (no parse, no re-serialisation). */
export const findResumeJson = async (db: Db, key: ResumeKey): Promise<ResumeJsonRow | undefined> => {
  const [row] = await findResumeJsonStatement(db).execute(key);
  return mergeJsonRow(db, row);
};

export const findResume = async (db: Db, key: ResumeKey): Promise<StoredResume | undefined> => {
  const [row] = await db.select().from(resumes).where(byKey(key)).limit(1);
  return mergeRow(db, row);
};

/** What deciding on access needs, without the data (a print from the cache never reads it). */
export type ResumeSummaryRow = Pick<
  ResumeRow,
  "id" | "userId" | "visibility" | "slug" | "updatedAt" | "variantOf" | "allowDownloads"
>;

/** A resume by id alone, unless in the trash; whether the caller may see it is resume-access.ts's decision. */
export const findResumeSummary = async (db: Db, id: string): Promise<ResumeSummaryRow | undefined> => {
  const [row] = await db
    .select({
      id: resumes.id,
      userId: resumes.userId,
      visibility: resumes.visibility,
      slug: resumes.slug,
      allowDownloads: resumes.allowDownloads,
      // A variant without a password of its own is guarded by its master's.
      variantOf: resumes.variantOf,
      // A variant changes with its master (prints cached by this time see it).
      updatedAt: effectiveUpdatedAt.mapWith(resumes.updatedAt),
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), isNull(resumes.deletedAt)))
    .limit(1);
  return row;
};

/** A user's resumes, most recently changed first (served by the (user_id, updated_at desc) index). */
export const listResumes = async (db: Db, userId: string): Promise<ResumeRow[]> =>
  mergeRows(
    db,
    await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.userId, userId), isNull(resumes.deletedAt)))
      .orderBy(desc(resumes.updatedAt), desc(resumes.id)),
  );

/** The user's slugs equal to `base` or starting with it, to pick a free `base-N` (the trash's are taken too). */
export const findSlugsStartingWith = async (db: Db, userId: string, base: string): Promise<string[]> => {
  const rows = await db
    .select({ slug: resumes.slug })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), sql`left(${resumes.slug}, ${base.length}) = ${base}`));
  return rows.map((row) => row.slug);
};

/**
 * Applies the changes only while the resume is unlocked and still at `expectedUpdatedAt` (compared to the
 * millisecond): one statement, so two writers racing from the same version cannot both succeed.
 * Undefined when nothing matched (unknown, someone else's, locked or stale: the caller finds out which).
 * The data comes as JSON text, serialised once by the caller for both the statement and its answer, so it
 * neither goes back and forth nor is serialised twice.
 */
export const updateResumeIfCurrent = async (
  db: Db,
  options: ResumeKey & {
    expectedUpdatedAt: Date;
    changes: Omit<ResumeChanges, "data"> & { dataJson: string };
    /** Why the content is replaced wholesale: the database then keeps what it replaces as a version. */
    versionReason?: VersionReason | undefined;
  },
): Promise<(ResumeJsonRow & { hasVariants: boolean }) | undefined> => {
  const { versionReason, ...rest } = options;
  if (versionReason === undefined) return updateIfCurrent(db, rest);
  return db.transaction(async (tx) => {
    await withVersionReason(tx, versionReason);
    return updateIfCurrent(tx, rest);
  });
};

export type VersionReason = (typeof versionReasons)[number] | "restore";

/** Tells the version trigger (migration 0005) why this transaction replaces a resume's content. */
export const withVersionReason = async (tx: Db, reason: VersionReason): Promise<void> => {
  await tx.execute(sql`select set_config('vitae.version_reason', ${reason}, true)`);
};

const { data: _data, ...resumeColumnsButData } = resumeJsonColumns;
const updateIfCurrentStatement = preparedPerDatabase((db) =>
  db
    .update(resumes)
    .set({
      title: sql`${sql.placeholder("title")}`,
      slug: sql`${sql.placeholder("slug")}`,
      data: sql`${sql.placeholder("dataJson")}::jsonb`,
      visibility: sql`${sql.placeholder("visibility")}`,
      updatedAt: nextUpdatedAt,
    })
    .where(
      and(
        eq(resumes.id, sql.placeholder("id")),
        eq(resumes.userId, sql.placeholder("userId")),
        isNull(resumes.deletedAt),
        // A variant stores its overlay, not a whole resume: its saves go through variants.service.ts.
        isNull(resumes.variantOf),
        eq(resumes.locked, false),
        sql`${updatedAtMs} = ${sql.placeholder("expectedUpdatedAt")}::timestamptz`,
      ),
    )
    .returning({
      ...resumeColumnsButData,
      // Whether the save is its variants' change too, known here so the announcement need not ask again.
      // Spelled out: in RETURNING, Drizzle writes a column without its table, which the subquery would take as v's.
      hasVariants: sql<boolean>`exists (select 1 from "resumes" as v where v.variant_of = "resumes"."id")`.as(
        "has_variants",
      ),
    })
    .prepare("update_resume_if_current"),
);

const updateIfCurrent = async (
  db: Db,
  options: ResumeKey & {
    expectedUpdatedAt: Date;
    changes: Omit<ResumeChanges, "data"> & { dataJson: string };
  },
): Promise<(ResumeJsonRow & { hasVariants: boolean }) | undefined> => {
  const { changes, expectedUpdatedAt, id, userId } = options;
  const [row] = await updateIfCurrentStatement(db)
    .execute({ ...changes, id, userId, expectedUpdatedAt: expectedUpdatedAt.toISOString() })
    .catch(mapSlugTaken);
  return row === undefined ? undefined : { ...row, data: changes.dataJson };
};

export const setResumeLocked = async (
  db: Db,
  options: ResumeKey & { locked: boolean },
): Promise<ResumeRow | undefined> => mergeRow(db, await documents.setLocked(db, options));

/**
 * Replaces the resume's data by one of its versions (unless locked), as one transaction that tells the version
 * trigger why: the content it replaces becomes a `restore` version, so the restore can itself be undone.
 * Undefined when nothing matched (no such resume or version of the user's, or locked).
 */
export const restoreResumeVersion = async (
  db: Db,
  key: ResumeKey & { versionId: string },
): Promise<ResumeJsonRow | undefined> =>
  db.transaction(async (tx) => {
    await withVersionReason(tx, "restore");
    const version = sql`(select v.data from ${resumeVersions} v where v.id = ${key.versionId} and v.resume_id = ${resumes.id})`;
    const [row] = await tx
      .update(resumes)
      .set({ data: version, updatedAt: nextUpdatedAt })
      .where(and(byKey(key), eq(resumes.locked, false), sql`${version} is not null`))
      .returning(resumeJsonColumns);
    return mergeJsonRow(tx, row);
  });

/** Moves the resume to the trash unless it is locked; undefined when nothing was moved. */
export const trashUnlockedResume = async (db: Db, key: ResumeKey): Promise<ResumeRow | undefined> =>
  mergeRow(db, await documents.trashUnlocked(db, key));

/** The user's trash, most recently deleted first. */
export const listTrashedResumes = async (db: Db, userId: string): Promise<ResumeRow[]> =>
  mergeRows(db, await documents.listTrashed(db, userId));

/** Takes the resume out of the trash; undefined when it is not in the user's trash. */
export const restoreTrashedResume = async (db: Db, key: ResumeKey): Promise<ResumeRow | undefined> =>
  mergeRow(db, await documents.restoreTrashed(db, key));

/** Deletes a resume of the user's trash for good (its versions and statistics go with it). */
export const deleteTrashedResume = async (db: Db, key: ResumeKey): Promise<ResumeRow | undefined> =>
  mergeRow(db, await documents.deleteTrashed(db, key));

/**
 * Deletes every resume that went to the trash before `cutoff`. One statement: when several nodes purge at
 * once, each row is deleted (and answered) by exactly one of them.
 */
export const purgeTrashedBefore = async (db: Db, cutoff: Date): Promise<ResumeRow[]> =>
  documents.purgeTrashedBefore(db, cutoff);

/** A public resume by its owner's username and its slug. */
export const findPublicResume = async (
  db: Db,
  options: { username: string; slug: string },
): Promise<ResumeRow | undefined> => {
  const [found] = await db
    .select({ resume: resumes })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(
      and(
        eq(users.username, options.username),
        eq(resumes.slug, options.slug),
        eq(resumes.visibility, "public"),
        isNull(resumes.deletedAt),
      ),
    )
    .limit(1);
  return mergeRow(db, found?.resume);
};

/** Counts one view in a single statement (no lost updates under concurrency); creates the row if missing. */
export const incrementViews = async (db: Db, resumeId: string): Promise<void> => {
  await db
    .insert(statistics)
    .values({ resumeId, views: 1 })
    .onConflictDoUpdate({
      target: statistics.resumeId,
      set: { views: sql`${statistics.views} + 1`, updatedAt: sql`now()` },
    });
};

/** The resume's counters, zero when never counted; undefined when the user has no such resume. */
export const findStatistics = async (
  db: Db,
  key: ResumeKey,
): Promise<{ views: number; downloads: number } | undefined> => {
  const [row] = await db
    .select({ views: statistics.views, downloads: statistics.downloads })
    .from(resumes)
    .leftJoin(statistics, eq(statistics.resumeId, resumes.id))
    .where(byKey(key))
    .limit(1);
  return row === undefined ? undefined : { views: row.views ?? 0, downloads: row.downloads ?? 0 };
};
