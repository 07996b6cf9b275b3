/// <reference lib="webworker" />
import { type ConvertType, convertHere } from "./convert-file";

declare const self: DedicatedWorkerGlobalScope;

// One conversion per worker: the page starts a worker for a document or a large file and terminates it with the
// answer (or when the user cancels, or the time limit passes).
self.onmessage = async (event: MessageEvent<{ type?: ConvertType; bytes?: Uint8Array }>) => {
  const { type, bytes } = event.data;
  // pdf.js's own messages on this port are not conversions.
  if (type === undefined || bytes === undefined) return;
  try {
    self.postMessage(await convertHere(type, bytes));
  } catch (error) {
    // An unexpected failure answers at once instead of leaving the dialog waiting for the time limit.
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      issues: [],
    });
  }
};
