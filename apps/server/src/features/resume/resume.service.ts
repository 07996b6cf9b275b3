import {
  type CreateResumeInput,
  createEmptyResumeData,
  createSampleResumeData,
  generateRandomTitle,
  type ImportResumeInput,
  localizeResumeData,
  type PublicResume,
  type Resume,
  type ResumeData,
  resolveLocale,
  resumeForReader,
  type Statistics,
  slugify,
  type UpdateResumeInput,
} from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import type { ResumeRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { StaleWriteError } from "../../lib/stale-write-error.ts";
import { type ImportPictureDeps, withImportedPicture } from "./imported-picture.ts";
import { requireUnlocked, type UnlockProof } from "./public-password.ts";
import * as repo from "./resume.repo.ts";
import { type OwnResume, ownResume, ownResumeKey } from "./resume-access.ts";
import type { ResumeCache } from "./resume-cache.ts";
import type { ResumeEvents } from "./resume-events.ts";
import { resumeJson } from "./resume-json.ts";
import { sanitizeResumeData } from "./resume-sanitize.ts";
import { detachVariants } from "./variants.repo.ts";
import { saveVariantDocument } from "./variants.service.ts";

/** What the resume services need; routes pass it, services never see the request. */
/** `cache`: the answers of recently read resumes (see resume-cache.ts); writes here drop theirs at once. */
/** `pictures`: where an import copies a picture from another host (without it, the address is kept). */
/** `events`: told of every write of a resume's content (see resume-events.ts). */
export type ResumeDeps = { db: Db; cache?: ResumeCache; pictures?: ImportPictureDeps; events?: ResumeEvents };

/** `ResumeConflict` carrying the stored resume, so the builder can offer reload or overwrite without a refetch. */
export class ResumeConflictError extends StaleWriteError<"resume", Resume> {
  constructor(current: Resume) {
    super("ResumeConflict", "resume", current);
  }
}

export const toResume = (row: ResumeRow): Resume => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  data: row.data,
  visibility: row.visibility,
  locked: row.locked,
  userId: row.userId,
  ...(row.variantOf === null ? {} : { variantOf: row.variantOf }),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = () => new AppError("ResumeNotFound");

/** Tells the listeners that this resume's content was written (the write has committed). */
export const announceSaved = (
  { events }: ResumeDeps,
  row: Pick<ResumeRow, "id" | "userId"> & { hasVariants?: boolean },
): void =>
  events?.saved({
    resumeId: row.id,
    userId: row.userId,
    ...(row.hasVariants === undefined ? {} : { hasVariants: row.hasVariants }),
  });

/** Why a conditional write matched nothing: no such resume (for this user), or it is locked. */
const refusal = async (db: Db, own: OwnResume): Promise<{ row: ResumeRow; error?: AppError }> => {
  const row = await ownResume(db, own);
  return row.locked ? { row, error: new AppError("ResumeLocked") } : { row };
};

const maxSlugAttempts = 5;

/** `base`, or `base-2`, `base-3`… whichever the user does not have yet. */
const freeSlug = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** Inserts with the first free slug from `base`; a concurrent insert taking it just moves on to the next. */
export const insertWithFreeSlug = async (db: Db, resume: repo.NewResume): Promise<ResumeRow> => {
  for (let attempt = 1; ; attempt++) {
    const taken = new Set(await repo.findSlugsStartingWith(db, resume.userId, resume.slug));
    try {
      return await repo.insertResume(db, { ...resume, slug: freeSlug(resume.slug, taken) });
    } catch (error) {
      const retry =
        error instanceof AppError && error.code === "ResumeSlugAlreadyExists" && attempt < maxSlugAttempts;
      if (!retry) throw error;
    }
  }
};

// A title made only of punctuation has no slug of its own.
const slugFromTitle = (title: string): string => slugify(title) || "resume";

export const createResume = async (
  deps: ResumeDeps,
  { userId, locale, input }: { userId: string; locale: string; input: CreateResumeInput },
): Promise<Resume> => {
  // A new resume speaks its owner's language (section names, the words templates print); the sample's content is
  // English, so it stays English throughout.
  const data = input.sample
    ? createSampleResumeData()
    : localizeResumeData(createEmptyResumeData(), resolveLocale(locale));
  const row = await repo.insertResume(deps.db, {
    userId,
    title: input.title,
    slug: input.slug,
    visibility: input.visibility,
    data: sanitizeResumeData(data),
  });
  announceSaved(deps, row);
  return toResume(row);
};

export const listResumes = async ({ db }: ResumeDeps, userId: string): Promise<Resume[]> =>
  (await repo.listResumes(db, userId)).map(toResume);

/** One of the user's resumes, as the JSON text of the answer (see resume-json.ts), from the cache when it can. */
export const getResumeJson = async ({ db, cache }: ResumeDeps, own: OwnResume): Promise<string> => {
  const key = ownResumeKey(own);
  const cached = cache?.get(key.id);
  if (cached !== undefined && cached.userId === key.userId) return cached.json;
  const epoch = cache?.epoch() ?? 0;
  const row = await repo.findResumeJson(db, key);
  if (row === undefined) throw notFound();
  const json = resumeJson(row);
  const master = row.variantOf === null ? {} : { masterId: row.variantOf };
  cache?.set(row.id, { id: row.id, userId: row.userId, json, ...master }, Number.POSITIVE_INFINITY, epoch);
  return json;
};

/**
 * Replaces title, slug, visibility and data when the client saw the latest version (`input.updatedAt`); answers
 * the saved resume as JSON text.
 * Locked: `ResumeLocked`; changed since: `ResumeConflict` with the stored resume.
 */
export const updateResume = async (
  deps: ResumeDeps,
  { input, ...own }: OwnResume & { input: UpdateResumeInput },
): Promise<string> => {
  const { db, cache } = deps;
  const key = ownResumeKey(own);
  const row = await repo.updateResumeIfCurrent(db, {
    ...key,
    versionReason: input.versionReason,
    expectedUpdatedAt: new Date(input.updatedAt),
    changes: {
      title: input.title,
      slug: input.slug,
      visibility: input.visibility,
      dataJson: JSON.stringify(sanitizeResumeData(input.data)),
    },
  });
  cache?.forgetGroup(key.id);
  if (row !== undefined) {
    announceSaved(deps, row);
    // The saved resume as JSON text: the data was just validated and sanitised (see resume-json.ts).
    return resumeJson(row);
  }
  const { row: current, error } = await refusal(db, key);
  // A variant's save is stored as its differences from its master.
  if (error === undefined && current.variantOf !== null) return saveVariantDocument(deps, { current, input });
  throw error ?? new ResumeConflictError(toResume(current));
};

/** Moves the resume to the trash (its public link stops at once; its slug stays taken until it is purged). */
export const deleteResume = async (deps: ResumeDeps, own: OwnResume): Promise<Resume> => {
  const { db, cache } = deps;
  const key = ownResumeKey(own);
  // A master's variants become resumes of their own as it goes, in the same transaction: nothing of theirs is lost.
  const { row, detached } = await db.transaction(async (tx) => {
    const trashed = await repo.trashUnlockedResume(tx, key);
    return { row: trashed, detached: trashed === undefined ? [] : await detachVariants(tx, trashed) };
  });
  cache?.forgetGroup(key.id);
  for (const id of detached) {
    cache?.forgetGroup(id);
    announceSaved(deps, { id, userId: key.userId });
  }
  if (row !== undefined) return toResume(row);
  const { error } = await refusal(db, key);
  // Unlocked yet not trashed: someone else trashed it in between.
  throw error ?? notFound();
};

export const lockResume = async (
  { db, cache }: ResumeDeps,
  { set, ...own }: OwnResume & { set: boolean },
): Promise<Resume> => {
  const row = await repo.setResumeLocked(db, { ...ownResumeKey(own), locked: set });
  cache?.forgetGroup(own.id);
  if (row === undefined) throw notFound();
  return toResume(row);
};

/**
 * A private, unlocked copy with the same data: title "… (Copy)" and slug "…-copy" unless the dialog sent
 * others; the slug gets -2, -3… when the user already has it, so duplicating never fails on it.
 */
export const duplicateResume = async (
  deps: ResumeDeps,
  { overrides, ...own }: OwnResume & { overrides: { title?: string | undefined; slug?: string | undefined } },
): Promise<Resume> => {
  const source = await ownResume(deps.db, own);
  const row = await insertWithFreeSlug(deps.db, {
    userId: own.userId,
    title: overrides.title ?? `${source.title} (Copy)`,
    slug: overrides.slug ?? slugify(`${source.slug}-copy`),
    visibility: "private",
    data: source.data,
  });
  announceSaved(deps, row);
  return toResume(row);
};

const titleFor = (data: ResumeData): string => data.basics.name.trim() || generateRandomTitle();

/**
 * A new private resume from validated data. Title: the given one, else the person's name, else a random one.
 * A given slug is used as is (`ResumeSlugAlreadyExists` when taken); otherwise the title's slug made free.
 */
export const importResume = async (
  deps: ResumeDeps,
  { userId, input }: { userId: string; input: ImportResumeInput },
): Promise<Resume> => {
  const { db, pictures } = deps;
  const title = input.title ?? titleFor(input.data);
  const data = sanitizeResumeData(input.data);
  const resume: repo.NewResume = {
    userId,
    title,
    slug: input.slug ?? slugFromTitle(title),
    visibility: "private",
    data: pictures === undefined ? data : await withImportedPicture(data, { userId, deps: pictures }),
  };
  const row =
    input.slug === undefined ? await insertWithFreeSlug(db, resume) : await repo.insertResume(db, resume);
  announceSaved(deps, row);
  return toResume(row);
};

/**
 * A public resume by its owner's username and slug; private or unknown ones are `ResumeNotFound`.
 * Counts a view unless the viewer is the owner.
 */
export const getPublicResume = async (
  { db }: ResumeDeps,
  options: {
    username: string;
    slug: string;
    viewerId: string | undefined;
    unlock: UnlockProof;
    lang?: string | undefined;
  },
): Promise<PublicResume> => {
  const row = await repo.findPublicResume(db, {
    username: options.username.trim().toLowerCase(),
    slug: slugify(options.slug),
  });
  if (row === undefined) throw notFound();
  if (options.viewerId !== row.userId) {
    // Before the view counts: a reader who has not unlocked it has not seen it.
    await requireUnlocked(db, row, options.unlock);
    await repo.incrementViews(db, row.id);
  }
  // In the language asked for, or its own with a note; the other languages' texts stay with the owner.
  const resume = toResume(row);
  const { data, language } = resumeForReader(resume.data, options.lang);
  return { ...resume, data, language, downloadsAllowed: row.allowDownloads };
};

export const getStatistics = async ({ db }: ResumeDeps, own: OwnResume): Promise<Statistics> => {
  const found = await repo.findStatistics(db, ownResumeKey(own));
  if (found === undefined) throw notFound();
  return found;
};
