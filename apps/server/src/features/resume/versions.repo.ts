import type { ResumeData } from "@vitae/schema";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ResumeVersionRow, resumeVersions } from "../../db/schema.ts";

/** A resume's versions, newest first, with their data (the list's summaries compare neighbours). */
export const listVersions = async (db: Db, resumeId: string): Promise<ResumeVersionRow[]> =>
  db
    .select()
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(desc(resumeVersions.createdAt), desc(resumeVersions.id));

const byIds = (resumeId: string, versionId: string) =>
  and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.id, versionId));

export const findVersion = async (
  db: Db,
  ids: { resumeId: string; versionId: string },
): Promise<ResumeVersionRow | undefined> => {
  const [row] = await db.select().from(resumeVersions).where(byIds(ids.resumeId, ids.versionId)).limit(1);
  return row;
};

/** Keeps the resume's current content under a name (a named version is never thinned). */
export const insertNamedVersion = async (
  db: Db,
  version: { resumeId: string; name: string; title: string; data: ResumeData; savedAt: Date },
): Promise<ResumeVersionRow> => {
  const [row] = await db
    .insert(resumeVersions)
    .values({ ...version, kind: "named" })
    .returning();
  if (row === undefined) throw new Error("Inserting a version returned no row");
  return row;
};

export const renameVersion = async (
  db: Db,
  ids: { resumeId: string; versionId: string; name: string },
): Promise<ResumeVersionRow | undefined> => {
  const [row] = await db
    .update(resumeVersions)
    .set({ name: ids.name })
    .where(byIds(ids.resumeId, ids.versionId))
    .returning();
  return row;
};

/** Deletes a named version; undefined when there is no such named version. */
export const deleteNamedVersion = async (
  db: Db,
  ids: { resumeId: string; versionId: string },
): Promise<ResumeVersionRow | undefined> => {
  const [row] = await db
    .delete(resumeVersions)
    .where(and(byIds(ids.resumeId, ids.versionId), isNotNull(resumeVersions.name)))
    .returning();
  return row;
};
