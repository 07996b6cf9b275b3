import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isResumeId } from "../resume/resume-access.ts";
import type { Storage, StoredObject } from "../storage/storage.ts";
import {
  PrinterBusyError,
  PrinterUnavailableError,
  PrintTimeoutError,
  type Priority,
} from "./browser-pool.ts";
import type { FileTokenSigner } from "./file-token.ts";
import type { PrintedVersions } from "./printed-versions.ts";
import * as repo from "./printer.repo.ts";
import { type Printer, type PrintKind, PrintLimitError } from "./printer.ts";

/** What the printer services need; routes pass it, services never see the request. */
export type PrinterDeps = {
  db: Db;
  printer: Printer;
  storage: Storage;
  signer: FileTokenSigner;
  versions: PrintedVersions;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
};

/** Who asks: the signed-in user's id, or undefined for a guest. */
export type PrintRequest = { id: string; viewerId: string | undefined };

/** Path of the route serving printed files; the token goes in the query, which the log redacts. */
export const printedFilePath = "/api/resume/print/file";

/** The owner's resume, or anyone's public one; otherwise `ResumeNotFound`, as if it did not exist. */
const printableResume = async (db: Db, { id, viewerId }: PrintRequest) => {
  const row = isResumeId(id) ? await repo.findPrintableResume(db, id) : undefined;
  const isOwner = row !== undefined && viewerId === row.userId;
  if (row === undefined || (!isOwner && row.visibility !== "public")) throw new AppError("ResumeNotFound");
  return { row, isOwner };
};

const knownFailures = [PrinterUnavailableError, PrintTimeoutError, PrinterBusyError, PrintLimitError];

/** The printer's own failures keep their message (it says what to do); anything else gets the default. */
const printFailure = (code: "ResumePrinterError" | "ResumePreviewError", error: unknown): AppError => {
  if (error instanceof AppError) return error;
  const known = knownFailures.some((type) => error instanceof type);
  return new AppError(code, { ...(known ? { message: (error as Error).message } : {}), cause: error });
};

const fileUrl = (deps: PrinterDeps, file: { key: string; name: string }) =>
  `${deps.publicUrl}${printedFilePath}?token=${deps.signer.sign(file).token}`;

const fileName = (row: repo.PrintableResume, extension: string) => `${row.slug || "resume"}.${extension}`;

/**
 * The storage key of the resume's file of this kind: known from the version when this process printed it
 * before (no data read, no hash), else printed now or found in the cache by content.
 */
const printedFile = async (
  deps: PrinterDeps,
  row: repo.PrintableResume,
  kind: PrintKind,
  priority: Priority,
): Promise<string> => {
  const known = deps.versions.lookup(row.id, kind, row.updatedAt);
  if (known !== undefined && (await deps.storage.exists(known))) return known;
  const current = await repo.findResumeData(deps.db, row.id);
  if (current === undefined) throw new AppError("ResumeNotFound");
  const print = kind === "pdf" ? deps.printer.pdf : deps.printer.thumbnail;
  const file = await print(current.data, { priority });
  deps.versions.record(row.id, kind, current.updatedAt, file.key);
  return file.key;
};

/**
 * `{ url }` of the resume's PDF, printed now or read from the cache. The owner may always print; anyone
 * may print a public resume, which counts a download when it is not the owner.
 */
export const printResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row, isOwner } = await printableResume(deps.db, request);
  const key = await printedFile(deps, row, "pdf", "high").catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });
  if (!isOwner) await repo.incrementDownloads(deps.db, row.id);
  return { url: fileUrl(deps, { key, name: fileName(row, "pdf") }) };
};

/** `{ url }` of a JPEG of the first sheet, with the resume's last change as cache-busting timestamp `t`. */
export const previewResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row } = await printableResume(deps.db, request);
  const key = await printedFile(deps, row, "thumbnail", "high").catch((error: unknown) => {
    throw printFailure("ResumePreviewError", error);
  });
  const url = fileUrl(deps, { key, name: fileName(row, "jpg") });
  return { url: `${url}&t=${row.updatedAt.getTime()}` };
};

/** Pre-rendering: the owner's resume as stored now, printed into the cache at low priority. */
export const prerenderResume = async (deps: PrinterDeps, job: { resumeId: string; userId: string }) => {
  const row = await repo.findPrintableResume(deps.db, job.resumeId);
  if (row === undefined || row.userId !== job.userId) return;
  await printedFile(deps, row, "pdf", "low");
};

export type PrintedFileContent = StoredObject & { name: string; expiresAt: number };

/** The file a signed URL names; `Forbidden` for a forged or expired token, `NotFound` when it is gone. */
export const readPrintedFile = async (deps: PrinterDeps, token: string): Promise<PrintedFileContent> => {
  const claims = deps.signer.verify(token);
  if (claims === undefined)
    throw new AppError("Forbidden", { message: "This file link is invalid or has expired" });
  const stored = await deps.storage.get(claims.key);
  if (stored === undefined)
    throw new AppError("NotFound", { message: "This file no longer exists; print again" });
  return { ...stored, name: claims.name, expiresAt: claims.expiresAt };
};
