import type { ResumeData } from "@vitae/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResumeRow, resumes, statistics } from "../../db/schema.ts";

/** What deciding on a print needs, without the data (a cache hit never reads it). */
export type PrintableResume = Pick<ResumeRow, "id" | "userId" | "visibility" | "slug" | "updatedAt">;

/** A resume by id alone, unless in the trash; whether the caller may print it is the service's decision. */
export const findPrintableResume = async (db: Db, id: string): Promise<PrintableResume | undefined> => {
  const [row] = await db
    .select({
      id: resumes.id,
      userId: resumes.userId,
      visibility: resumes.visibility,
      slug: resumes.slug,
      updatedAt: resumes.updatedAt,
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), isNull(resumes.deletedAt)))
    .limit(1);
  return row;
};

/** The resume's data and the version it belongs to. */
export const findResumeData = async (
  db: Db,
  id: string,
): Promise<{ data: ResumeData; updatedAt: Date; userId: string } | undefined> => {
  const [row] = await db
    .select({ data: resumes.data, updatedAt: resumes.updatedAt, userId: resumes.userId })
    .from(resumes)
    .where(and(eq(resumes.id, id), isNull(resumes.deletedAt)))
    .limit(1);
  return row;
};

/** Counts one download in a single statement (no lost updates under concurrency); creates the row if missing. */
export const incrementDownloads = async (db: Db, resumeId: string): Promise<void> => {
  await db
    .insert(statistics)
    .values({ resumeId, downloads: 1 })
    .onConflictDoUpdate({
      target: statistics.resumeId,
      set: { downloads: sql`${statistics.downloads} + 1`, updatedAt: sql`now()` },
    });
};
