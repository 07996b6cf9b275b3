import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/storage.ts";
import type { PrintedFile, PrintKind } from "./printer.ts";

export type SupersededFiles = {
  /** The file just printed (or found) for a resume; the one it replaces is deleted after the grace time. */
  record(resumeId: string, file: PrintedFile): void;
  close(): void;
};

/**
 * Keeps pre-rendering from filling the storage: every save would otherwise leave one more PDF behind. When a
 * resume gets a new file of a kind, its previous one is deleted once every URL handed out for it has
 * expired. Remembered in memory only, so a restart forgets (the files then simply stay).
 */
export const createSupersededFiles = (options: {
  storage: Storage;
  graceMs: number;
  logger?: FastifyBaseLogger | undefined;
}): SupersededFiles => {
  const latest = new Map<string, string>();
  const pending = new Set<NodeJS.Timeout>();
  return {
    record(resumeId, file) {
      const slot = `${resumeId}:${file.kind satisfies PrintKind}`;
      const previous = latest.get(slot);
      latest.set(slot, file.key);
      if (previous === undefined || previous === file.key) return;
      const timer = setTimeout(() => {
        pending.delete(timer);
        // Another resume with the very same content may still list it: it would just print again.
        if ([...latest.values()].includes(previous)) return;
        options.storage
          .delete(previous)
          .catch((error: unknown) => options.logger?.warn({ err: error, key: previous }, "Could not delete"));
      }, options.graceMs);
      timer.unref();
      pending.add(timer);
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
};
