import type { ResumeData } from "@vitae/schema";
import { resumeForReader, slugify, translationLanguageOf } from "@vitae/schema";
import type { FitOutcome, PageMeasurement, RenderableLetter } from "@vitae/templates";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  findPublicResume,
  ownResumeSummary,
  type ResumeSummaryRow,
  type ResumeViewer,
  requireDownloadable,
  requireUnlocked,
  type UnlockProof,
  viewableResume,
} from "../resume/index.ts";
import type { Storage, StoredObject } from "../storage/index.ts";
import {
  PrinterBusyError,
  PrinterUnavailableError,
  PrintTimeoutError,
  type Priority,
} from "./browser-pool.ts";
import type { FileTokenSigner } from "./file-token.ts";
import type { PrerenderJob, PrintJob, PrintQueue, PrintResult } from "./print-queue.ts";
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
  /** Where print jobs wait for a free page on any node. */
  queue: PrintQueue;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
};

/** Who asks (the signed-in user's id, or undefined for a guest), and in which language (`?lang=`). */
export type PrintRequest = ResumeViewer & { lang?: string | undefined };

/** What prints: the resume in the language asked for, without the other languages' texts. */
const printable = (data: ResumeData, lang: string | undefined): ResumeData =>
  resumeForReader(data, lang).data;

/** Path of the route serving printed files; the token goes in the query, which the log redacts. */
export const printedFilePath = "/api/resume/print/file";

const knownFailures = [PrinterUnavailableError, PrintTimeoutError, PrintLimitError];

/**
 * A busy printer is 429 with Retry-After (try again soon, nothing is wrong); the printer's other failures keep
 * their message (it says what to do); anything else gets the default.
 */
const printFailure = (code: "ResumePrinterError" | "ResumePreviewError", error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof PrinterBusyError) {
    return new AppError("TooManyRequests", {
      message: error.message,
      headers: { "retry-after": String(error.retryAfterSeconds) },
      cause: error,
    });
  }
  const known = knownFailures.some((type) => error instanceof type);
  return new AppError(code, { ...(known ? { message: (error as Error).message } : {}), cause: error });
};

const fileUrl = (deps: PrinterDeps, file: { key: string; name: string }) =>
  `${deps.publicUrl}${printedFilePath}?token=${deps.signer.sign(file).token}`;

const fileName = (row: ResumeSummaryRow, extension: string) => `${row.slug || "resume"}.${extension}`;

/** Prints the resume as stored now, on this node (a print queue worker runs this). */
export const printStored = async (
  deps: Pick<PrinterDeps, "db" | "printer">,
  job: PrintJob,
  priority: Priority,
): Promise<PrintResult> => {
  const current = await repo.findResumeData(deps.db, job.resumeId);
  if (current === undefined) throw new AppError("ResumeNotFound");
  const print = job.kind === "pdf" ? deps.printer.pdf : deps.printer.thumbnail;
  const file = await print(printable(current.data, job.lang), { priority });
  return { key: file.key, updatedAt: current.updatedAt.getTime() };
};

/**
 * The storage key of the resume's file of this kind: known from the version when this process printed it
 * before (no data read, no hash); else found in the storage by content (printed by any node, e.g. when
 * pre-rendering); else printed through the queue, by whichever node has a free page.
 */
const printedFile = async (
  deps: PrinterDeps,
  row: ResumeSummaryRow,
  kind: PrintKind,
  lang?: string,
): Promise<string> => {
  // Each language's file is remembered apart; one the resume lacks prints (and caches) as its own.
  const locale = lang === undefined ? undefined : translationLanguageOf(lang);
  const slot = locale === undefined ? row.id : `${row.id}@${locale}`;
  const known = deps.versions.lookup(slot, kind, row.updatedAt);
  if (known !== undefined && (await deps.storage.exists(known))) return known;
  const current = await repo.findResumeData(deps.db, row.id);
  if (current === undefined) throw new AppError("ResumeNotFound");
  const cached = deps.printer.keyOf(kind, printable(current.data, locale));
  const file = (await deps.storage.exists(cached))
    ? { key: cached, updatedAt: current.updatedAt.getTime() }
    : await deps.queue.print({ resumeId: row.id, kind, ...(locale === undefined ? {} : { lang: locale }) });
  deps.versions.record(slot, kind, new Date(file.updatedAt), file.key);
  return file.key;
};

/**
 * `{ url }` of the resume's PDF, printed now or read from the cache. The owner may always print; anyone
 * may print a public resume whose downloads are on, which counts a download when it is not the owner.
 */
export const printResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row, isOwner } = await viewableResume(deps.db, request);
  requireDownloadable(row, isOwner);
  const key = await printedFile(deps, row, "pdf", request.lang).catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });
  if (!isOwner) await repo.incrementDownloads(deps.db, row.id);
  return { url: fileUrl(deps, { key, name: fileName(row, "pdf") }) };
};

/** `{ url }` of a JPEG of the first sheet, with the resume's last change as cache-busting timestamp `t`. */
export const previewResume = async (deps: PrinterDeps, request: PrintRequest): Promise<{ url: string }> => {
  const { row, isOwner } = await viewableResume(deps.db, request);
  requireDownloadable(row, isOwner);
  const key = await printedFile(deps, row, "thumbnail", request.lang).catch((error: unknown) => {
    throw printFailure("ResumePreviewError", error);
  });
  const url = fileUrl(deps, { key, name: fileName(row, "jpg") });
  return { url: `${url}&t=${row.updatedAt.getTime()}` };
};

/**
 * The JPEG of a public resume's first sheet itself (not a link to it): what a link preview of its page shows.
 * Guarded as the resume's other files are: its password, and its owner's leave to download it.
 */
export const publicPreviewImage = async (
  deps: PrinterDeps,
  request: { username: string; slug: string; viewerId: string | undefined; unlock: UnlockProof },
): Promise<StoredObject> => {
  const row = await findPublicResume(deps.db, {
    username: request.username.trim().toLowerCase(),
    slug: slugify(request.slug),
  });
  if (row === undefined) throw new AppError("ResumeNotFound");
  const isOwner = request.viewerId === row.userId;
  if (!isOwner) await requireUnlocked(deps.db, row, request.unlock);
  requireDownloadable(row, isOwner);
  const key = await printedFile(deps, row, "thumbnail").catch((error: unknown) => {
    throw printFailure("ResumePreviewError", error);
  });
  const stored = await deps.storage.get(key);
  if (stored === undefined) throw new AppError("ResumePreviewError");
  return stored;
};

/**
 * Pre-rendering (a queue worker runs this): the owner's resume as stored now, printed into the cache at low
 * priority on this node.
 */
export const prerenderResume = async (deps: PrinterDeps, job: PrerenderJob) => {
  // Deleted since the save: nothing to print.
  const row = await ownResumeSummary(deps.db, { id: job.resumeId, userId: job.userId }).catch((error) => {
    if (error instanceof AppError && error.code === "ResumeNotFound") return undefined;
    throw error;
  });
  if (row === undefined) return;
  if (deps.versions.lookup(row.id, "pdf", row.updatedAt) !== undefined) return;
  const file = await printStored(deps, { resumeId: row.id, kind: "pdf" }, "low");
  deps.versions.record(row.id, "pdf", new Date(file.updatedAt), file.key);
};

/**
 * The bytes of the resume's PDF, printed now or taken from the cache (so an unchanged resume costs a storage
 * read): what reading it as a machine does starts from. The caller has decided that it may be read.
 */
/**
 * The least change of the resume's design that lays it out on `pages` sheets on this node's printer, or what is
 * left over; the printer's failures become the answers a print gets (busy: 429, no Chromium: ResumePrinterError).
 */
export const fitLayout = (
  deps: Pick<PrinterDeps, "printer">,
  data: ResumeData,
  pages: number,
): Promise<FitOutcome> =>
  deps.printer.fit(data, pages).catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });

/** The resume laid out on sheets as this node's printer prints it; its failures answer as a print's do. */
export const measuredLayout = (
  deps: Pick<PrinterDeps, "printer">,
  data: ResumeData,
): Promise<PageMeasurement> =>
  deps.printer.measure(data).catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });

export const printedPdf = async (
  deps: PrinterDeps,
  row: ResumeSummaryRow,
  lang?: string,
): Promise<Buffer> => {
  const key = await printedFile(deps, row, "pdf", lang).catch((error: unknown) => {
    throw printFailure("ResumePrinterError", error);
  });
  const stored = await deps.storage.get(key);
  if (stored === undefined) throw new AppError("ResumeNotFound");
  return stored.body;
};

/** A letter to print: what it shows, and its title for the file's name. */
export type PrintableLetter = RenderableLetter & { title: string };

/**
 * `{ url }` of a letter's PDF, printed now or read from the cache. The letter feature has decided who may print
 * it (its owner, or whoever holds its private link).
 */
export const printLetter = async (deps: PrinterDeps, letter: PrintableLetter): Promise<{ url: string }> => {
  const file = await deps.printer
    .letterPdf({ data: letter.data, look: letter.look })
    .catch((error: unknown) => {
      throw printFailure("ResumePrinterError", error);
    });
  return { url: fileUrl(deps, { key: file.key, name: `${slugify(letter.title) || "letter"}.pdf` }) };
};

/** The bytes of a letter's PDF, printed now or from the cache; the caller has decided that it may be read. */
export const printedLetterPdf = async (deps: PrinterDeps, letter: PrintableLetter): Promise<Buffer> => {
  const file = await deps.printer
    .letterPdf({ data: letter.data, look: letter.look })
    .catch((error: unknown) => {
      throw printFailure("ResumePrinterError", error);
    });
  const stored = await deps.storage.get(file.key);
  if (stored === undefined) throw new AppError("ResumePrinterError");
  return stored.body;
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
