import type { FileSourceType, ImportIssue, ImportResult } from "@vitae/importers";
import { type ImportErrorCode, type ImportSourceType, maxRequestBodyBytes } from "@vitae/schema";

/** What the browser converts: a data file of a known type, or a document whose text is recognised. */
export type ConvertType = FileSourceType | "pdf" | "docx";

/** A conversion's outcome, plain data so it can cross from a worker. */
export type ConvertOutcome =
  | { ok: true; result: ImportResult }
  | {
      ok: false;
      message: string;
      issues: ImportIssue[];
      suggestedType?: ImportSourceType | undefined;
      /** The catalogue's code of a refused document, for the message in the interface's language. */
      code?: ImportErrorCode | undefined;
    };

/** Files over this size are converted in a worker, so a big LinkedIn export never freezes the page. */
export const workerThreshold = 1024 * 1024;

/** How long a PDF or Word file may take to read before its worker is stopped (a file that makes pdf.js loop). */
export const documentTimeLimitMs = 30_000;

const isDocument = (type: ConvertType): type is "pdf" | "docx" => type === "pdf" || type === "docx";

/** Converts on this thread; the importers load on first use, not with the dashboard. */
export async function convertHere(type: ConvertType, bytes: Uint8Array): Promise<ConvertOutcome> {
  const { convertFile, detectFileType, importDocx, importPdf, ImportError } = await import(
    "@vitae/importers"
  );
  try {
    if (isDocument(type)) {
      const detected = detectFileType(bytes);
      // A JSON or LinkedIn file chosen as a document: say what it is, as for the data files.
      if (detected !== undefined && detected !== type && detected !== "pdf" && detected !== "docx")
        return { ok: false, message: "", issues: [], suggestedType: detected };
      return { ok: true, result: await (type === "pdf" ? importPdf(bytes) : importDocx(bytes)) };
    }
    // A LinkedIn export with more CSV text than one request may carry would make a resume the server refuses.
    return { ok: true, result: convertFile(type, bytes, { maxTextBytes: maxRequestBodyBytes }) };
  } catch (error) {
    if (error instanceof ImportError)
      return {
        ok: false,
        message: error.message,
        issues: error.issues,
        suggestedType: error.suggestedType,
        code: error.code,
      };
    throw error;
  }
}

const isOutcome = (value: unknown): value is ConvertOutcome =>
  typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";

const timedOut: ConvertOutcome = {
  ok: false,
  message: "Reading the file took too long and was stopped.",
  issues: [],
  code: "ImportTimedOut",
};

/**
 * Converts in a worker of its own, terminated with the answer, when `signal` aborts (the user cancelled), or after
 * `timeLimitMs` (then answering the time-out refusal).
 */
function convertInWorker(
  type: ConvertType,
  bytes: Uint8Array,
  { signal, timeLimitMs }: ConvertOptions,
): Promise<ConvertOutcome> {
  const worker = new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module" });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  return new Promise<ConvertOutcome>((resolve, reject) => {
    // pdf.js, loaded in the worker, also announces itself on the worker's port: only an outcome answers.
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (isOutcome(event.data)) resolve(event.data);
    };
    worker.onerror = (event) => reject(new Error(event.message || "The import worker failed"));
    if (timeLimitMs !== undefined) timer = setTimeout(() => resolve(timedOut), timeLimitMs);
    onAbort = () => reject(new DOMException("The import was cancelled", "AbortError"));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage({ type, bytes }, [bytes.buffer]);
  }).finally(() => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal?.removeEventListener("abort", onAbort);
    worker.terminate();
  });
}

export type ConvertOptions = { signal?: AbortSignal | undefined; timeLimitMs?: number | undefined };

/**
 * Converts a file's bytes of the given type: a PDF or Word file always in a worker with a time limit (nothing is
 * uploaded to read it), a data file in a worker when it is large.
 */
export function convertFileBytes(
  type: ConvertType,
  bytes: Uint8Array,
  { signal, timeLimitMs = documentTimeLimitMs }: ConvertOptions = {},
): Promise<ConvertOutcome> {
  if (isDocument(type)) return convertInWorker(type, bytes, { signal, timeLimitMs });
  return bytes.byteLength > workerThreshold
    ? convertInWorker(type, bytes, { signal })
    : convertHere(type, bytes);
}

/** Bytes of the `POST /api/resume/import` body that would carry this resume. */
export const importBodyBytes = (result: ImportResult): number =>
  new TextEncoder().encode(JSON.stringify({ data: result.data })).byteLength;
