import type { ResumeData } from "@vitae/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { resumes, statistics } from "../../db/schema.ts";
import { mergeRow } from "../resume/index.ts";

/** The resume's data and the version it belongs to. */
export const findResumeData = async (
  db: Db,
  id: string,
): Promise<{ data: ResumeData; updatedAt: Date; userId: string } | undefined> => {
  const [row] = await db
    .select({
      data: resumes.data,
      updatedAt: resumes.updatedAt,
      userId: resumes.userId,
      variantOf: resumes.variantOf,
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), isNull(resumes.deletedAt)))
    .limit(1);
  // A variant prints merged over its master, at the later of their changes.
  return mergeRow(db, row);
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
