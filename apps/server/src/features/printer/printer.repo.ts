import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResumeRow, resumes, statistics } from "../../db/schema.ts";

/** A resume by id alone; whether the caller may print it is the service's decision. */
export const findResumeById = async (db: Db, id: string): Promise<ResumeRow | undefined> => {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
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
