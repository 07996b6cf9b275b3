import type { FileSourceType, ImportIssue, ImportResult } from "@vitae/importers";
import { type ImportSourceType, maxRequestBodyBytes } from "@vitae/schema";

/** A conversion's outcome, plain data so it can cross from a worker. */
export type ConvertOutcome =
  | { ok: true; result: ImportResult }
  | { ok: false; message: string; issues: ImportIssue[]; suggestedType?: ImportSourceType | undefined };

/** Files over this size are converted in a worker, so a big LinkedIn export never freezes the page. */
export const workerThreshold = 1024 * 1024;

/** Converts on this thread; the importers load on first use, not with the dashboard. */
export async function convertHere(type: FileSourceType, bytes: Uint8Array): Promise<ConvertOutcome> {
  const { convertFile, ImportError } = await import("@vitae/importers");
  try {
    // A LinkedIn export with more CSV text than one request may carry would make a resume the server refuses.
    return { ok: true, result: convertFile(type, bytes, { maxTextBytes: maxRequestBodyBytes }) };
  } catch (error) {
    if (error instanceof ImportError)
      return { ok: false, message: error.message, issues: error.issues, suggestedType: error.suggestedType };
    throw error;
  }
}

function convertInWorker(type: FileSourceType, bytes: Uint8Array): Promise<ConvertOutcome> {
  const worker = new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module" });
  return new Promise<ConvertOutcome>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ConvertOutcome>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || "The import worker failed"));
    worker.postMessage({ type, bytes }, [bytes.buffer]);
  }).finally(() => worker.terminate());
}

/** Converts a file's bytes of the given type, in a worker when the file is large. */
export function convertFileBytes(type: FileSourceType, bytes: Uint8Array): Promise<ConvertOutcome> {
  return bytes.byteLength > workerThreshold ? convertInWorker(type, bytes) : convertHere(type, bytes);
}

/** Bytes of the `POST /api/resume/import` body that would carry this resume. */
export const importBodyBytes = (result: ImportResult): number =>
  new TextEncoder().encode(JSON.stringify({ data: result.data })).byteLength;
