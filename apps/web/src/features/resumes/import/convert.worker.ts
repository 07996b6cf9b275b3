/// <reference lib="webworker" />
import { type ConvertType, convertHere } from "./convert-file";

declare const self: DedicatedWorkerGlobalScope;

// One conversion per worker: the page starts a worker for a document or a large file and terminates it with the
// answer (or when the user cancels, or the time limit passes).
self.onmessage = async (event: MessageEvent<{ type: ConvertType; bytes: Uint8Array }>) => {
  const { type, bytes } = event.data;
  self.postMessage(await convertHere(type, bytes));
};
