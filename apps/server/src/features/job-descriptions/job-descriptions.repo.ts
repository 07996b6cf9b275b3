import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type JobDescriptionRow, jobDescriptions } from "../../db/schema.ts";

export type JobDescriptionKey = { resumeId: string; id: string };

export const listJobDescriptions = (db: Db, resumeId: string): Promise<JobDescriptionRow[]> =>
  db
    .select()
    .from(jobDescriptions)
    .where(eq(jobDescriptions.resumeId, resumeId))
    .orderBy(asc(jobDescriptions.createdAt), asc(jobDescriptions.id));

export const countJobDescriptions = async (db: Db, resumeId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(jobDescriptions)
    .where(eq(jobDescriptions.resumeId, resumeId));
  return row?.n ?? 0;
};

export const insertJobDescription = async (
  db: Db,
  values: { resumeId: string; name: string; text: string },
): Promise<JobDescriptionRow> => {
  const [row] = await db.insert(jobDescriptions).values(values).returning();
  if (row === undefined) throw new Error("Inserting a job description returned no row");
  return row;
};

export const updateJobDescription = async (
  db: Db,
  key: JobDescriptionKey,
  values: { name: string; text: string },
): Promise<JobDescriptionRow | undefined> => {
  const [row] = await db
    .update(jobDescriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobDescriptions.resumeId, key.resumeId), eq(jobDescriptions.id, key.id)))
    .returning();
  return row;
};

export const deleteJobDescription = async (db: Db, key: JobDescriptionKey): Promise<boolean> => {
  const rows = await db
    .delete(jobDescriptions)
    .where(and(eq(jobDescriptions.resumeId, key.resumeId), eq(jobDescriptions.id, key.id)))
    .returning({ id: jobDescriptions.id });
  return rows.length > 0;
};
