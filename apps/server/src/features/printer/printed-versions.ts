import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/index.ts";
import type { PrintKind } from "./printer.ts";

/**
 * Which file this process printed (or found) for each resume version, per kind:
 *
 * - A cache hit then needs neither the resume's data nor its hash: the version (`updatedAt`, which every
 *   save moves forward) names the file.
 * - When a resume gets a new file of a kind, the previous one is deleted once every URL handed out for it
 *   has expired (`graceMs`), unless another resume with the same content still uses it. Without this,
 *   pre-rendering would leave one more PDF in the storage at every save.
 *
 * In memory only and bounded: a restart or an evicted entry just means one more hash, or a file left behind.
 */
export type PrintedVersions = {
  lookup(resumeId: string, kind: PrintKind, updatedAt: Date): string | undefined;
  record(resumeId: string, kind: PrintKind, updatedAt: Date, key: string): void;
  close(): void;
};

export const createPrintedVersions = (options: {
  storage: Storage;
  graceMs: number;
  maxEntries?: number;
  logger?: FastifyBaseLogger | undefined;
}): PrintedVersions => {
  const maxEntries = options.maxEntries ?? 10_000;
  const latest = new Map<string, { updatedAt: number; key: string }>();
  const users = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const use = (key: string, delta: number) => {
    const count = (users.get(key) ?? 0) + delta;
    if (count > 0) users.set(key, count);
    else users.delete(key);
  };

  const retire = (key: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (users.has(key)) return;
      options.storage
        .delete(key)
        .catch((error: unknown) =>
          options.logger?.warn({ err: error, key }, "Could not delete a printed file"),
        );
    }, options.graceMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    lookup(resumeId, kind, updatedAt) {
      const entry = latest.get(`${kind}:${resumeId}`);
      return entry?.updatedAt === updatedAt.getTime() ? entry.key : undefined;
    },

    record(resumeId, kind, updatedAt, key) {
      const slot = `${kind}:${resumeId}`;
      const previous = latest.get(slot);
      if (previous !== undefined && previous.updatedAt > updatedAt.getTime()) return;
      latest.delete(slot);
      latest.set(slot, { updatedAt: updatedAt.getTime(), key });
      use(key, 1);
      if (previous !== undefined) {
        use(previous.key, -1);
        if (previous.key !== key) retire(previous.key);
      }
      // The least recently recorded resume is forgotten (its file stays where it is).
      if (latest.size > maxEntries) {
        const [oldest] = latest;
        if (oldest !== undefined) {
          latest.delete(oldest[0]);
          use(oldest[1].key, -1);
        }
      }
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
