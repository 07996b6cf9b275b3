/// <reference lib="webworker" />
import type { FileSourceType } from "@vitae/importers";
import { convertHere } from "./convert-file";

declare const self: DedicatedWorkerGlobalScope;

// One conversion per worker: the page starts a worker for a large file and terminates it with the answer.
self.onmessage = async (event: MessageEvent<{ type: FileSourceType; bytes: Uint8Array }>) => {
  const { type, bytes } = event.data;
  self.postMessage(await convertHere(type, bytes));
};
