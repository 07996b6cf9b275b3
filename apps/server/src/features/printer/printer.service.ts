import type { Db } from "../../db/client.ts";
import type { ResumeRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage, StoredObject } from "../storage/storage.ts";
import { PrinterBusyError, PrinterUnavailableError, PrintTimeoutError } from "./browser-pool.ts";
import type { FileTokenSigner } from "./file-token.ts";
import * as repo from "./printer.repo.ts";
import { type Printer, PrintLimitError } from "./printer.ts";
import type { SupersededFiles } from "./superseded.ts";

/** What the printer services need; routes pass it, services never see the request. */
export type PrinterDeps = {
  db: Db;
  printer: Printer;
  storage: Storage;
  signer: FileTokenSigner;
  superseded: SupersededFiles;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
};

/** Who asks: the signed-in user's id, or undefined for a guest. */
export type PrintRequest = { id: string; viewerId: string | undefined };

/** Path of the route serving printed files; the token goes in the query, which the log redacts. */
export const printedFilePath = "/api/resume/print/file";

// Postgres refuses anything else in a uuid column with an error; a malformed id is simply no resume.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's resume, or anyone's public one; otherwise `ResumeNotFound`, as if it did not exist. */
const printableResume = async (db: Db, { id, viewerId }: PrintRequest) => {
  const row = uuidPattern.test(id) ? await repo.findResumeById(db, id) : undefined;
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

const fileName = (row: ResumeRow, extension: string) => `${row.slug || "resume"}.${extension}`;

/**
 * `{ url }` of the resume's PDF, printed now or read from the cache. The owner may always print; anyone
 * may print a public resume, which counts a download when it is not the owner.
 */
export const printResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row, isOwner } = await printableResume(deps.db, request);
  const file = await deps.printer.pdf(row.data).catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });
  deps.superseded.record(row.id, file);
  if (!isOwner) await repo.incrementDownloads(deps.db, row.id);
  return { url: fileUrl(deps, { key: file.key, name: fileName(row, "pdf") }) };
};

/** `{ url }` of a JPEG of the first sheet, with the resume's last change as cache-busting timestamp `t`. */
export const previewResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row } = await printableResume(deps.db, request);
  const file = await deps.printer.thumbnail(row.data).catch((error: unknown) => {
    throw printFailure("ResumePreviewError", error);
  });
  deps.superseded.record(row.id, file);
  const url = fileUrl(deps, { key: file.key, name: fileName(row, "jpg") });
  return { url: `${url}&t=${row.updatedAt.getTime()}` };
};

/** Pre-rendering: the owner's resume as stored now, printed into the cache at low priority. */
export const prerenderResume = async (deps: PrinterDeps, job: { resumeId: string; userId: string }) => {
  const row = await repo.findResumeById(deps.db, job.resumeId);
  if (row === undefined || row.userId !== job.userId) return;
  deps.superseded.record(row.id, await deps.printer.pdf(row.data, { priority: "low" }));
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
