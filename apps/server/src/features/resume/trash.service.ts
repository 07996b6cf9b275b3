import type { ResumeData, TrashedResume } from "@vitae/schema";
import { and, eq, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type ResumeRow, resumes, resumeVersions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { pictureKeyOfUrl, type Storage } from "../storage/index.ts";
import * as repo from "./resume.repo.ts";
import type { ResumeDeps } from "./resume.service.ts";
import { toResume } from "./resume.service.ts";
import { type OwnResume, ownResumeKey } from "./resume-access.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** What deleting a resume for good removes besides its rows: its printed files and its picture. */
export type TrashFiles = {
  storage: Storage;
  publicUrl: string;
  /** Storage keys of what the printer made of this content (PDF, preview), whether or not it was printed. */
  printedKeys(data: ResumeData): string[];
};

export type TrashDeps = ResumeDeps & { trashDays: number; files: TrashFiles; log?: FastifyBaseLogger };

const toTrashed = (row: ResumeRow, trashDays: number): TrashedResume => {
  const deletedAt = row.deletedAt ?? new Date();
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + trashDays * dayMs).toISOString(),
  };
};

/** Whether anything of the user still shows this picture: a resume (trash included), a version, the profile. */
const pictureInUse = async (db: Db, userId: string, url: string): Promise<boolean> => {
  const pictureOf = (data: typeof resumes.data | typeof resumeVersions.data) =>
    sql`${data} -> 'basics' -> 'picture' ->> 'url'`;
  const [inResume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .leftJoin(resumeVersions, eq(resumeVersions.resumeId, resumes.id))
    .where(
      and(
        eq(resumes.userId, userId),
        or(sql`${pictureOf(resumes.data)} = ${url}`, sql`${pictureOf(resumeVersions.data)} = ${url}`),
      ),
    )
    .limit(1);
  if (inResume !== undefined) return true;
  const [inProfile] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.picture, url)))
    .limit(1);
  return inProfile !== undefined;
};

/** After a resume's rows are gone: its printed files, and its picture unless something else shows it. */
const deleteFilesOf = async (deps: TrashDeps, row: ResumeRow): Promise<void> => {
  const { storage, publicUrl, printedKeys } = deps.files;
  const keys = printedKeys(row.data);
  const pictureUrl = row.data.basics.picture.url;
  const pictureKey = pictureUrl === "" ? undefined : pictureKeyOfUrl(pictureUrl, publicUrl);
  if (pictureKey !== undefined && !(await pictureInUse(deps.db, row.userId, pictureUrl)))
    keys.push(pictureKey);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected")
      deps.log?.warn({ err: result.reason }, "Could not delete a trashed file");
  }
};

export const listTrash = async (deps: TrashDeps, userId: string): Promise<TrashedResume[]> =>
  (await repo.listTrashedResumes(deps.db, userId)).map((row) => toTrashed(row, deps.trashDays));

/** Takes a resume out of the trash: it is listed, editable and (if public) reachable again. */
export const restoreFromTrash = async (deps: TrashDeps, own: OwnResume) => {
  const row = await repo.restoreTrashedResume(deps.db, ownResumeKey(own));
  if (row === undefined) throw new AppError("ResumeNotFound");
  deps.cache?.forgetGroup(row.id);
  return toResume(row);
};

/** Deletes a resume of the trash for good, with its versions, statistics and files. */
export const deleteForever = async (deps: TrashDeps, own: OwnResume): Promise<void> => {
  const row = await repo.deleteTrashedResume(deps.db, ownResumeKey(own));
  if (row === undefined) throw new AppError("ResumeNotFound");
  deps.cache?.forgetGroup(row.id);
  await deleteFilesOf(deps, row);
};

/**
 * Deletes what has been in the trash for TRASH_DAYS as of `now`, with its files. Safe on several nodes at once:
 * each expired resume is deleted, and its files removed, by exactly one of them. Answers how many went.
 */
export const purgeExpiredTrash = async (deps: TrashDeps, now: Date): Promise<number> => {
  const rows = await repo.purgeTrashedBefore(deps.db, new Date(now.getTime() - deps.trashDays * dayMs));
  for (const row of rows) {
    deps.cache?.forgetGroup(row.id);
    await deleteFilesOf(deps, row);
  }
  return rows.length;
};

/** Purges every `intervalMs` (first shortly after start); the returned function stops it. */
export const startTrashPurge = (deps: TrashDeps, intervalMs = 60 * 60 * 1000): (() => void) => {
  const run = () => {
    purgeExpiredTrash(deps, new Date())
      .then((count) => {
        if (count > 0) deps.log?.info({ count }, "Purged resumes from the trash");
      })
      .catch((error: unknown) => deps.log?.warn({ err: error }, "Purging the trash failed"));
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
