import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { resumes } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * A public resume's owner may let guests read it without downloading it: its PDF, its other formats and the
 * picture of its first page then answer `ResumeDownloadsDisabled` to everyone but the owner. The setting is the
 * resume's own (a variant has its own, like its visibility) and changes nothing else: not `updatedAt`, so an
 * open builder's next save is no conflict.
 */

/** Throws ResumeDownloadsDisabled to a guest of a resume whose downloads are off; owners always pass. */
export const requireDownloadable = (row: { allowDownloads: boolean }, isOwner: boolean): void => {
  if (!isOwner && !row.allowDownloads) throw new AppError("ResumeDownloadsDisabled");
};

export const setAllowDownloads = async (db: Db, resumeId: string, allowed: boolean): Promise<void> => {
  await db
    .update(resumes)
    // Kept as it is: Drizzle would otherwise stamp the row as changed.
    .set({ allowDownloads: allowed, updatedAt: sql`${resumes.updatedAt}` })
    .where(and(eq(resumes.id, resumeId), isNull(resumes.deletedAt)));
};
