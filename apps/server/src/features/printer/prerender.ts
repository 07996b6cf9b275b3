import type { FastifyBaseLogger } from "fastify";

export type PrerenderJob = { resumeId: string; userId: string };

export type PrerendererOptions = {
  /** Quiet time after the last save before the resume is printed (default 3 s). */
  delayMs?: number;
  /** Resumes waiting (debouncing or queued) at most; further ones are skipped (default 100). */
  limit?: number;
  /** Prints the resume as it is stored now, at low priority. */
  render: (job: PrerenderJob) => Promise<void>;
  logger?: FastifyBaseLogger | undefined;
};

export type Prerenderer = {
  /** A resume was saved: print it once it has stayed unchanged for the delay. */
  schedule(job: PrerenderJob): void;
  /** Resolves when nothing is waiting or running (tests). */
  idle(): Promise<void>;
  close(): void;
};

/**
 * Prints resumes into the cache after they are saved, so the export click is a storage read. Debounced (a
 * burst of autosaves makes one print, of the last version), coalesced per resume, bounded, one at a time;
 * the print itself runs at low priority in the browser pool, behind anyone waiting for a PDF.
 */
export const createPrerenderer = (options: PrerendererOptions): Prerenderer => {
  const delayMs = options.delayMs ?? 3_000;
  const limit = options.limit ?? 100;
  const timers = new Map<string, { timer: NodeJS.Timeout; job: PrerenderJob }>();
  const queue = new Map<string, PrerenderJob>();
  let running: Promise<void> | undefined;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (timers.size > 0 || queue.size > 0 || running !== undefined) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const next = () => {
    if (running !== undefined || closed) return;
    const [first] = queue.values();
    if (first === undefined) return settleIdle();
    queue.delete(first.resumeId);
    running = options
      .render(first)
      .catch((error: unknown) =>
        options.logger?.warn({ err: error, resumeId: first.resumeId }, "Pre-rendering failed"),
      )
      .finally(() => {
        running = undefined;
        next();
      });
  };

  return {
    schedule(job) {
      if (closed) return;
      const waiting = timers.get(job.resumeId);
      if (waiting !== undefined) clearTimeout(waiting.timer);
      else if (timers.size + queue.size >= limit) {
        options.logger?.debug({ resumeId: job.resumeId }, "Pre-render queue full; skipping");
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(job.resumeId);
        // Stored again when already queued: it keeps its place, and the print reads the latest version.
        queue.set(job.resumeId, job);
        next();
      }, delayMs);
      timer.unref();
      timers.set(job.resumeId, { timer, job });
    },

    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),

    close() {
      closed = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      queue.clear();
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
};
