import {
  type AppliedOverlay,
  applyOverlay,
  emptyOverlay,
  type Overlay,
  OverlaySchema,
  type ResumeData,
} from "@vitae/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobDescriptions, type ResumeRow, resumes, resumeVersions } from "../../db/schema.ts";
import {
  mapSlugTaken,
  nextUpdatedAt,
  type ResumeKey,
  type VersionReason,
  withVersionReason,
} from "./resume.repo.ts";

/*
 * A variant is a resume row whose `variant_of` names its master and whose `data` holds only its overlay (see
 * docs/decisions/0011). Everything that reads a resume's data in this repository merges it here, so the rest of
 * the server sees a whole resume; versions, trash and locks keep the overlay as they keep any resume's data.
 */

/** The stored overlay of a variant. It was validated when written; anything unreadable is kept, never merged. */
export const overlayOf = (stored: unknown): Overlay => {
  const parsed = OverlaySchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyOverlay();
};

/** What a merged variant row carries besides its merged data: the master it is laid over, and what it found. */
export type Overlaid = AppliedOverlay & { overlay: Overlay; masterData: ResumeData };

/** A resume row as the repository answers it: a variant's merged, with what its merge used and found. */
export type StoredResume = ResumeRow & { overlaid?: Overlaid };

type Mergeable = { variantOf: string | null; updatedAt: Date };

type MasterState = { id: string; data: ResumeData; updatedAt: Date };

/** The masters' data, trashed or not (a variant is detached when its master goes to the trash). */
const findMasters = async (db: Db, ids: readonly string[]): Promise<Map<string, MasterState>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: resumes.id, data: resumes.data, updatedAt: resumes.updatedAt })
    .from(resumes)
    .where(inArray(resumes.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
};

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);

const overlaid = (master: MasterState, stored: unknown): Overlaid => {
  const overlay = overlayOf(stored);
  return { ...applyOverlay(master.data, overlay), overlay, masterData: master.data };
};

/**
 * Rows with each variant's data merged over its master's, and its `updatedAt` the later of the two: a master's
 * save changes what its variants print and answer, so it is their change too (caches and stale writes see it).
 */
export const mergeRows = async <R extends Mergeable & { data: ResumeData }>(
  db: Db,
  rows: readonly R[],
): Promise<(R & { overlaid?: Overlaid })[]> => {
  const masters = await findMasters(
    db,
    rows.flatMap((row) => (row.variantOf === null ? [] : [row.variantOf])),
  );
  return rows.map((row) => {
    const master = row.variantOf === null ? undefined : masters.get(row.variantOf);
    if (master === undefined) return row;
    const merged = overlaid(master, row.data);
    return {
      ...row,
      data: merged.resume,
      updatedAt: later(row.updatedAt, master.updatedAt),
      overlaid: merged,
    };
  });
};

export const mergeRow = async <R extends Mergeable & { data: ResumeData }>(
  db: Db,
  row: R | undefined,
): Promise<(R & { overlaid?: Overlaid }) | undefined> =>
  row === undefined ? undefined : (await mergeRows(db, [row]))[0];

/** Like `mergeRow` for a row whose data is JSON text (see resume-json.ts). */
export const mergeJsonRow = async <R extends Mergeable & { data: string }>(
  db: Db,
  row: R | undefined,
): Promise<R | undefined> => {
  if (row === undefined || row.variantOf === null) return row;
  const merged = await mergeRow(db, { ...row, data: JSON.parse(row.data) as ResumeData });
  return merged && { ...merged, data: JSON.stringify(merged.data) };
};

/** The later of a variant's and its master's change, as SQL: the version a variant's answer and print are at. */
// Spelled out with the table's name: drizzle may write a column unqualified, which inside the subquery would
// name the master's own column.
const masterUpdatedAt = sql`(select m.updated_at from resumes m where m.id = "resumes"."variant_of")`;
export const effectiveUpdatedAt = sql<Date>`greatest("resumes"."updated_at", ${masterUpdatedAt})`;

/** The ids of a master's variants (the trash's too), with their owner. */
export const findVariantIds = async (db: Db, masterId: string): Promise<{ id: string; userId: string }[]> =>
  db.select({ id: resumes.id, userId: resumes.userId }).from(resumes).where(eq(resumes.variantOf, masterId));

/** A master's live variants, most recently changed first. */
export const listVariants = async (
  db: Db,
  masterId: string,
): Promise<(ResumeRow & { overlaid?: Overlaid })[]> =>
  mergeRows(
    db,
    await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.variantOf, masterId), isNull(resumes.deletedAt)))
      .orderBy(sql`${resumes.updatedAt} desc`),
  );

/**
 * Makes every variant of a master a resume of its own, with its merged data and its versions merged the same way,
 * in the caller's transaction: the master is going away, and its variants must not lose anything with it.
 */
export const detachVariants = async (tx: Db, master: { id: string; data: ResumeData }): Promise<string[]> => {
  const variants = await tx.select().from(resumes).where(eq(resumes.variantOf, master.id));
  for (const variant of variants) {
    const data = applyOverlay(master.data, overlayOf(variant.data)).resume;
    await tx
      .update(resumes)
      .set({ data, variantOf: null, updatedAt: nextUpdatedAt })
      .where(eq(resumes.id, variant.id));
    const versions = await tx
      .select({ id: resumeVersions.id, data: resumeVersions.data })
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, variant.id));
    for (const version of versions) {
      await tx
        .update(resumeVersions)
        .set({ data: applyOverlay(master.data, overlayOf(version.data)).resume })
        .where(eq(resumeVersions.id, version.id));
    }
  }
  return variants.map((variant) => variant.id);
};

const updatedAtMs = sql`date_trunc('milliseconds', ${resumes.updatedAt})`;
const masterUpdatedAtMs = sql`date_trunc('milliseconds', ${masterUpdatedAt})`;

/**
 * Stores a variant's overlay (and title, slug, visibility) only while it is unlocked and neither it nor its master
 * changed since `expectedUpdatedAt` (the later of the two, to the millisecond): one statement, as for any resume.
 */
export const updateVariantIfCurrent = async (
  db: Db,
  options: ResumeKey & {
    masterId: string;
    expectedUpdatedAt: Date;
    changes: Pick<ResumeRow, "title" | "slug" | "visibility"> & { overlayJson: string };
    versionReason?: VersionReason | undefined;
  },
): Promise<ResumeRow | undefined> => {
  const { changes, versionReason } = options;
  const update = async (tx: Db) => {
    const [row] = await tx
      .update(resumes)
      .set({
        title: changes.title,
        slug: changes.slug,
        visibility: changes.visibility,
        data: sql`${changes.overlayJson}::jsonb`,
        updatedAt: nextUpdatedAt,
      })
      .where(
        and(
          eq(resumes.id, options.id),
          eq(resumes.userId, options.userId),
          eq(resumes.variantOf, options.masterId),
          isNull(resumes.deletedAt),
          eq(resumes.locked, false),
          sql`greatest(${updatedAtMs}, ${masterUpdatedAtMs}) = ${options.expectedUpdatedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning()
      .catch(mapSlugTaken);
    return row;
  };
  if (versionReason === undefined) return update(db);
  return db.transaction(async (tx) => {
    await withVersionReason(tx, versionReason);
    return update(tx);
  });
};

/** Keeps the job a variant is tailored for as its job description (what the match reads). */
export const insertJobDescription = async (
  db: Db,
  job: { resumeId: string; name: string; text: string },
): Promise<void> => {
  await db.insert(jobDescriptions).values(job);
};
