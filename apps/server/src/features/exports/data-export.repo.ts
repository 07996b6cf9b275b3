import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobDescriptions, resumes, resumeVersions } from "../../db/schema.ts";
import { mergeRow } from "../resume/index.ts";

// Reads for the account export, one resume at a time, so memory holds one resume's rows and never the account's.

/** The ids of every resume of a user, the trash's too, oldest first. */
export const resumeIdsOf = async (db: Db, userId: string): Promise<string[]> =>
  (
    await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(asc(resumes.createdAt), asc(resumes.id))
  ).map((row) => row.id);

/** A resume whole: a variant merged over its master (its row keeps only its overlay). */
export const resumeById = async (db: Db, id: string) =>
  mergeRow(db, (await db.select().from(resumes).where(eq(resumes.id, id)).limit(1))[0]);

export const versionsOf = (db: Db, resumeId: string) =>
  db
    .select()
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(asc(resumeVersions.createdAt));

export const jobDescriptionsOf = (db: Db, resumeId: string) =>
  db
    .select()
    .from(jobDescriptions)
    .where(eq(jobDescriptions.resumeId, resumeId))
    .orderBy(asc(jobDescriptions.createdAt));
