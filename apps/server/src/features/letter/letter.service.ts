import { createHash, randomBytes } from "node:crypto";
import {
  type CreateLetterInput,
  createLetterData,
  type DraftLetterInput,
  type Letter,
  type LetterData,
  type LetterDraft,
  type LetterLink,
  type LetterLinkStatus,
  type LetterLook,
  type LetterSummary,
  type LetterVersion,
  type LetterVersionSummary,
  letterLinkMaxDays,
  letterLookOf,
  type ResumeData,
  resolveLocale,
  type SharedLetter,
  type TrashedLetter,
  type UpdateLetterInput,
} from "@vitae/schema";
import { sanitizeRichText } from "@vitae/templates";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { LetterRow, LetterVersionRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { purgeAtOf, trashCutoff } from "../../lib/owned-documents.ts";
import { StaleWriteError } from "../../lib/stale-write-error.ts";
import { ownResume } from "../resume/index.ts";
import * as repo from "./letter.repo.ts";
import { letterNotFound, type OwnLetter, ownLetterKey } from "./letter-access.ts";
import { draftLetterBody } from "./letter-draft.ts";

/** What the letter services need; routes pass it, services never see the request. `ai`: drafting's model. */
export type LetterDeps = { db: Db; publicUrl: string; trashDays: number; ai: Config["ai"] };

export const toLetter = (row: LetterRow, look: LetterLook | null = row.look): Letter => ({
  id: row.id,
  title: row.title,
  resumeId: row.resumeId,
  data: row.data,
  look,
  locked: row.locked,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSummary = (row: LetterRow): LetterSummary => ({
  id: row.id,
  title: row.title,
  resumeId: row.resumeId,
  locked: row.locked,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The body keeps only the templates' allow-list, like a resume's rich text: what is stored is what prints. */
const sanitizeLetterData = (data: LetterData): LetterData => ({ ...data, body: sanitizeRichText(data.body) });

/** The content of the user's resume, or undefined when it is gone (deleted, or in the trash). */
const resumeDataOf = async (db: Db, own: { userId: string; id: string }): Promise<ResumeData | undefined> => {
  try {
    return (await ownResume(db, own)).data;
  } catch (error) {
    if (error instanceof AppError && error.code === "ResumeNotFound") return undefined;
    throw error;
  }
};

/** The look of the user's resume, or undefined when it is gone (deleted, or in the trash). */
const liveLookOf = async (db: Db, userId: string, resumeId: string): Promise<LetterLook | undefined> => {
  const data = await resumeDataOf(db, { userId, id: resumeId });
  return data === undefined ? undefined : letterLookOf(data);
};

/** The look a letter is drawn with now: its resume's while that resume lives, else its own copy. */
export const currentLook = async (db: Db, row: LetterRow): Promise<LetterLook | null> =>
  (row.resumeId === null ? undefined : await liveLookOf(db, row.userId, row.resumeId)) ?? row.look;

const ownLetter = async (db: Db, own: OwnLetter): Promise<LetterRow> => {
  const row = await repo.documents.find(db, ownLetterKey(own));
  if (row === undefined) throw letterNotFound();
  return row;
};

/** Why a conditional write matched nothing: no such letter (for this user), or it is locked. */
const refusal = async (db: Db, own: OwnLetter): Promise<{ row: LetterRow; error?: AppError }> => {
  const row = await ownLetter(db, own);
  return row.locked ? { row, error: new AppError("LetterLocked") } : { row };
};

/**
 * A new, empty letter. Linked to a resume of the user's, it starts in that resume's language with its look and
 * the person's name under the closing; otherwise in the user's language, drawn by the default design.
 */
export const createLetter = async (
  { db }: LetterDeps,
  { userId, locale, input }: { userId: string; locale: string; input: CreateLetterInput },
): Promise<Letter> => {
  const resume =
    input.resumeId === undefined ? undefined : await ownResume(db, { userId, id: input.resumeId });
  const data = createLetterData(resume?.data.metadata.locale ?? resolveLocale(locale));
  if (resume !== undefined) data.signature.name = resume.data.basics.name;
  const row = await repo.insertLetter(db, {
    userId,
    title: input.title,
    resumeId: resume?.id ?? null,
    data,
    look: resume === undefined ? null : letterLookOf(resume.data),
  });
  return toLetter(row);
};

export const listLetters = async ({ db }: LetterDeps, userId: string): Promise<LetterSummary[]> =>
  (await repo.documents.list(db, userId)).map(toSummary);

export const getLetter = async ({ db }: LetterDeps, own: OwnLetter): Promise<Letter> => {
  const row = await ownLetter(db, own);
  return toLetter(row, await currentLook(db, row));
};

/**
 * Replaces title, link and data when the client saw the latest version (`input.updatedAt`). Linking a resume
 * (or keeping it linked) copies its look; unlinking keeps the copy the letter has.
 * Locked: `LetterLocked`; changed since: `LetterConflict` with the stored letter under `letter`.
 */
export const updateLetter = async (
  { db }: LetterDeps,
  { input, ...own }: OwnLetter & { input: UpdateLetterInput },
): Promise<Letter> => {
  const key = ownLetterKey(own);
  // The letter first: a stranger learns nothing from the resume id they send.
  const stored = await ownLetter(db, key);
  const linked =
    input.resumeId === null ? undefined : await ownResume(db, { userId: key.userId, id: input.resumeId });
  const row = await repo.updateLetterIfCurrent(db, {
    ...key,
    expectedUpdatedAt: new Date(input.updatedAt),
    changes: {
      title: input.title,
      resumeId: input.resumeId,
      data: sanitizeLetterData(input.data),
      look: linked === undefined ? stored.look : letterLookOf(linked.data),
    },
  });
  if (row !== undefined) return toLetter(row);
  const { row: current, error } = await refusal(db, key);
  throw (
    error ??
    new StaleWriteError("LetterConflict", "letter", toLetter(current, await currentLook(db, current)))
  );
};

/** Moves the letter to the trash (its private link stops at once); refused while locked. */
export const deleteLetter = async ({ db }: LetterDeps, own: OwnLetter): Promise<Letter> => {
  const key = ownLetterKey(own);
  const row = await repo.documents.trashUnlocked(db, key);
  if (row !== undefined) return toLetter(row);
  const { error } = await refusal(db, key);
  throw error ?? letterNotFound();
};

export const lockLetter = async (
  { db }: LetterDeps,
  { set, ...own }: OwnLetter & { set: boolean },
): Promise<Letter> => {
  const row = await repo.documents.setLocked(db, { ...ownLetterKey(own), locked: set });
  if (row === undefined) throw letterNotFound();
  return toLetter(row);
};

/** An unlocked copy with the same content and link, "… (Copy)" unless the dialog named it; no private link. */
export const duplicateLetter = async (
  { db }: LetterDeps,
  { title, ...own }: OwnLetter & { title?: string | undefined },
): Promise<Letter> => {
  const source = await ownLetter(db, own);
  const row = await repo.insertLetter(db, {
    userId: own.userId,
    title: title ?? `${source.title} (Copy)`,
    resumeId: source.resumeId,
    data: source.data,
    look: source.look,
  });
  return toLetter(row);
};

const toTrashed = (row: LetterRow, trashDays: number): TrashedLetter => {
  const deletedAt = row.deletedAt ?? new Date();
  return {
    id: row.id,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: deletedAt.toISOString(),
    purgeAt: purgeAtOf(deletedAt, trashDays).toISOString(),
  };
};

export const listTrash = async ({ db, trashDays }: LetterDeps, userId: string): Promise<TrashedLetter[]> =>
  (await repo.documents.listTrashed(db, userId)).map((row) => toTrashed(row, trashDays));

export const restoreFromTrash = async ({ db }: LetterDeps, own: OwnLetter): Promise<Letter> => {
  const row = await repo.documents.restoreTrashed(db, ownLetterKey(own));
  if (row === undefined) throw letterNotFound();
  return toLetter(row);
};

export const deleteForever = async ({ db }: LetterDeps, own: OwnLetter): Promise<void> => {
  const row = await repo.documents.deleteTrashed(db, ownLetterKey(own));
  if (row === undefined) throw letterNotFound();
};

/** Deletes the letters that have been in the trash for TRASH_DAYS as of `now`; answers how many went. */
export const purgeExpiredTrash = async (
  { db, trashDays }: Pick<LetterDeps, "db" | "trashDays">,
  now: Date,
): Promise<number> => (await repo.documents.purgeTrashedBefore(db, trashCutoff(now, trashDays))).length;

const toVersionSummary = (row: LetterVersionRow): LetterVersionSummary => ({
  id: row.id,
  title: row.title,
  savedAt: row.savedAt.toISOString(),
});

export const listVersions = async ({ db }: LetterDeps, own: OwnLetter): Promise<LetterVersionSummary[]> => {
  const letter = await ownLetter(db, own);
  return (await repo.listVersions(db, letter.id)).map(toVersionSummary);
};

const versionNotFound = () => new AppError("NotFound", { message: "No such version of this letter" });

export const getVersion = async (
  { db }: LetterDeps,
  { versionId, ...own }: OwnLetter & { versionId: string },
): Promise<LetterVersion> => {
  const letter = await ownLetter(db, own);
  const version = await repo.findVersion(db, { letterId: letter.id, versionId });
  if (version === undefined) throw versionNotFound();
  return { ...toVersionSummary(version), data: version.data };
};

/** Brings a version's content back; what it replaces becomes a version itself. */
export const restoreVersion = async (
  { db }: LetterDeps,
  { versionId, ...own }: OwnLetter & { versionId: string },
): Promise<Letter> => {
  const letter = await ownLetter(db, own);
  const version = await repo.findVersion(db, { letterId: letter.id, versionId });
  if (version === undefined) throw versionNotFound();
  const row = await repo.restoreLetterVersion(db, {
    ...ownLetterKey(own),
    data: version.data,
    title: version.title,
  });
  if (row === undefined) throw (await refusal(db, own)).error ?? letterNotFound();
  return toLetter(row, await currentLook(db, row));
};

const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Where a private link opens: the letter's PDF. */
export const sharedLetterPath = (token: string) => `/api/shared-letter/${token}/pdf`;

/**
 * A new private link to the letter until `expiresAt` (in the future, at most `letterLinkMaxDays` away), replacing
 * any other: the old link stops working. Only the token's hash is stored, so it is shown this once.
 */
export const createLink = async (
  { db, publicUrl }: LetterDeps,
  { expiresAt, now = new Date(), ...own }: OwnLetter & { expiresAt: Date; now?: Date },
): Promise<LetterLink> => {
  const latest = now.getTime() + letterLinkMaxDays * 24 * 60 * 60 * 1000;
  if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > latest) {
    throw new AppError("ValidationError", {
      issues: [
        { path: "expiresAt", message: `Must be in the future, at most ${letterLinkMaxDays} days away` },
      ],
    });
  }
  const token = randomBytes(32).toString("base64url");
  const row = await repo.setLink(db, { ...ownLetterKey(own), tokenHash: hashToken(token), expiresAt });
  if (row === undefined) throw letterNotFound();
  return { token, url: `${publicUrl}${sharedLetterPath(token)}`, expiresAt: expiresAt.toISOString() };
};

export const revokeLink = async ({ db }: LetterDeps, own: OwnLetter): Promise<void> => {
  const row = await repo.setLink(db, { ...ownLetterKey(own), tokenHash: null, expiresAt: null });
  if (row === undefined) throw letterNotFound();
};

export const linkStatus = async ({ db }: LetterDeps, own: OwnLetter): Promise<LetterLinkStatus> => {
  const row = await ownLetter(db, own);
  const live = row.linkExpiresAt !== null && row.linkExpiresAt.getTime() > Date.now();
  return { expiresAt: live ? (row.linkExpiresAt?.toISOString() ?? null) : null };
};

/** What a private link shows; an unknown, revoked or expired link is `LetterNotFound`. */
export const sharedLetter = async (
  { db }: LetterDeps,
  token: string,
): Promise<SharedLetter & { id: string }> => {
  const row = token.length > 200 ? undefined : await repo.findByLink(db, hashToken(token));
  if (row === undefined) throw letterNotFound();
  return { id: row.id, title: row.title, data: row.data, look: await currentLook(db, row) };
};

/** The caller's letter as it prints (title, content, look now). */
export const printableLetter = async (
  { db }: Pick<LetterDeps, "db">,
  own: OwnLetter,
): Promise<SharedLetter & { id: string }> => {
  const row = await ownLetter(db, own);
  return { id: row.id, title: row.title, data: row.data, look: await currentLook(db, row) };
};

/**
 * After a resume's save: the letters linked to it take its look as their own copy. A resume without letters
 * (the common case) is not read again.
 */
export const followResume = async (
  { db }: Pick<LetterDeps, "db">,
  saved: { resumeId: string; userId: string },
): Promise<void> => {
  if (!(await repo.hasLinkedLetters(db, saved.resumeId))) return;
  const look = await liveLookOf(db, saved.userId, saved.resumeId);
  if (look !== undefined) await repo.refreshLooks(db, { resumeId: saved.resumeId, look });
};

/** A draft of the letter's body from its resume and a job description, in its language; nothing is saved. */
export const draftLetter = async (
  { db, ai }: LetterDeps,
  { input, log, ...own }: OwnLetter & { input: DraftLetterInput; log: FastifyBaseLogger },
): Promise<LetterDraft> => {
  const row = await ownLetter(db, own);
  const resume =
    row.resumeId === null ? undefined : await resumeDataOf(db, { userId: row.userId, id: row.resumeId });
  return draftLetterBody({ ai, log }, { letter: row.data, resume, input });
};
