import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { authenticateRequest } from "../auth/index.ts";
import { requireUnlocked, type UnlockProof } from "./public-password.ts";
import { findResume, findResumeSummary, type ResumeKey, type ResumeSummaryRow } from "./resume.repo.ts";
import type { StoredResume } from "./variants.repo.ts";

/**
 * Who may reach a resume by its id. Every route that takes a resume id (the resume's own, its history, its job
 * descriptions, its prints) decides here: the owner always, anyone else only a public resume and only where a
 * route says so. Whoever may not gets `ResumeNotFound`, the answer for a resume that does not exist, so a
 * resume's existence is never revealed.
 */

/**
 * Resume ids are UUIDs; PostgreSQL refuses anything else in a uuid column with an error. Spelled without the
 * `i` flag: JSON Schema's `pattern` has no flags, and the document must accept what the server accepts.
 */
export const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isResumeId = (id: string): boolean => uuidPattern.test(id);

/** `:id` of the routes that take a resume id: anything but a UUID is refused with 400 before any lookup. */
export const ResumeIdParamsSchema = z.object({
  id: z.string().regex(uuidPattern, "Not a resume id (a UUID)").describe("The resume's id (a UUID)"),
});

/** A resume the signed-in user asks for as theirs: `id` as the route got it, `userId` the caller. */
export type OwnResume = { userId: string; id: string };

const notFound = () => new AppError("ResumeNotFound");

/**
 * The repository key of the caller's resume: queries made with it match only the owner's row, so a write
 * through it is checked in the same statement. Services called without the routes' id check still get
 * `ResumeNotFound` for a malformed id rather than a database error.
 */
export const ownResumeKey = ({ userId, id }: OwnResume): ResumeKey => {
  if (!isResumeId(id)) throw notFound();
  return { id, userId };
};

/** The caller's resume (not in the trash), or `ResumeNotFound`. */
export const ownResume = async (db: Db, own: OwnResume): Promise<StoredResume> => {
  const row = await findResume(db, ownResumeKey(own));
  if (row === undefined) throw notFound();
  return row;
};

/**
 * Who asks for a resume a guest may see too: the signed-in user's id, or undefined for a guest, and the unlocks
 * of password-protected resumes their browser holds (undefined: none, as for the owner's own checks).
 */
export type ResumeViewer = { id: string; viewerId: string | undefined; unlock: UnlockProof | undefined };

const noUnlocks: UnlockProof = async () => false;

/**
 * The owner's resume, or anyone's public one, without its data; otherwise `ResumeNotFound`. A public resume
 * behind a password is `ResumePasswordRequired` until the reader unlocked it.
 */
export const viewableResume = async (
  db: Db,
  { id, viewerId, unlock }: ResumeViewer,
): Promise<{ row: ResumeSummaryRow; isOwner: boolean }> => {
  const row = isResumeId(id) ? await findResumeSummary(db, id) : undefined;
  const isOwner = row !== undefined && viewerId === row.userId;
  if (row === undefined || (!isOwner && row.visibility !== "public")) throw notFound();
  if (!isOwner) await requireUnlocked(db, row, unlock ?? noUnlocks);
  return { row, isOwner };
};

/** The caller's resume without its data, or `ResumeNotFound` (public or not). */
export const ownResumeSummary = async (db: Db, { userId, id }: OwnResume): Promise<ResumeSummaryRow> => {
  const { row, isOwner } = await viewableResume(db, { id, viewerId: userId, unlock: undefined });
  if (!isOwner) throw notFound();
  return row;
};

/**
 * The signed-in viewer of a route guests may call too: a missing, expired or forged session token is just a guest.
 * An API key is never taken for a guest: a bad one, or one without the route's scope, is refused as anywhere.
 */
export const optionalViewerId = async (request: FastifyRequest): Promise<string | undefined> => {
  try {
    return (await authenticateRequest(request))?.user.id;
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.warn({ err: error }, "ignoring an unreadable access token on a route open to guests");
    return undefined;
  }
};
