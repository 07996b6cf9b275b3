import { randomUUID } from "node:crypto";
import { isErrorCode } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { AppError } from "../../lib/app-error.ts";
import { PrinterBusyError, PrinterUnavailableError, PrintTimeoutError } from "./browser-pool.ts";
import { type PrintKind, PrintLimitError } from "./printer.ts";

/** `lang`: the language to print the resume in (its own when absent or when it has no such language). */
export type PrintJob = { resumeId: string; kind: PrintKind; lang?: string };
/** The printed file, and the version of the resume it shows (`updatedAt` in ms). */
export type PrintResult = { key: string; updatedAt: number };
export type PrerenderJob = { resumeId: string; userId: string };

export type PrintQueueOptions = {
  /** Raw SQL on the app's database (pg-boss keeps its tables in the `pgboss` schema). */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `task` while no other node runs its own (Database.exclusive): nodes set the queue up one at a time. */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /** Jobs this node runs at once (0: it only queues jobs for other nodes). */
  workers: number;
  /** Jobs waiting, all nodes together, before `print` refuses with PrinterBusyError. */
  limit: number;
  /** Wall time of one job; a job active longer (its node died) is expired by pg-boss. */
  jobTimeoutMs: number;
  /** Longest a request waits for its job before it gives up (default 30 s). */
  waitTimeoutMs?: number;
  /** How often an idle worker looks for jobs queued by other nodes (default 1 s). */
  pollMs?: number;
  /** Runs a print job on this node. */
  print(job: PrintJob): Promise<PrintResult>;
  /** Runs a pre-rendering job on this node. */
  prerender(job: PrerenderJob): Promise<void>;
  logger?: FastifyBaseLogger | undefined;
};

export type PrintQueueStats = {
  /** Requests waiting here for a queued job. */
  waiting: number;
  /** Jobs run here without queueing (a worker was free). */
  direct: number;
  /** Queued jobs run here. */
  ranHere: number;
  /** Queued jobs of this node run by another. */
  waitedRemote: number;
  refused: number;
};

/**
 * Print jobs in PostgreSQL (pg-boss), shared by every node on the database:
 *
 * - `print` runs the job here at once while this node has a free worker (no database work on that path);
 *   otherwise it queues the job and waits for it, whichever node runs it. A queued job run here settles its
 *   request at once; one run elsewhere is seen by polling its row. Beyond `limit` waiting jobs it refuses at
 *   once with PrinterBusyError and a Retry-After estimated from the queue, instead of letting requests time out.
 * - `prerender` queues a low-priority job, one per resume while it waits (pg-boss's `short` policy).
 * - Each node runs `workers` loops taking jobs; a person's print always goes before pre-rendering, and
 *   pre-rendering never takes the last loop. A new job wakes an idle loop here; other nodes find it within
 *   `pollMs`.
 */
export type PrintQueue = {
  /** Resolves once the queue's tables exist; they are set up on first use anyway (and retried until they are). */
  ready(): Promise<void>;
  print(job: PrintJob): Promise<PrintResult>;
  prerender(job: PrerenderJob): Promise<void>;
  stats(): PrintQueueStats;
  close(): Promise<void>;
};

const printQueue = "vitae-print";
const prerenderQueue = "vitae-prerender";
const remotePollMs = 200;
const setupLockId = 7_212_020_002;

const queues = (expireInSeconds: number): (PgBoss.Queue & { name: string })[] => [
  { name: printQueue, policy: "standard", retryLimit: 0, expireInSeconds },
  // One waiting pre-rendering job per resume: a save while one waits changes nothing (it prints the latest).
  { name: prerenderQueue, policy: "short", retryLimit: 1, expireInSeconds },
];

type FailureOutput = { name?: string; message?: string; code?: string; retryAfterSeconds?: number };

const knownErrors: Record<string, new (message: string) => Error> = {
  PrinterUnavailableError,
  PrintTimeoutError,
  PrintLimitError,
};

/** What a failed job stores, so that the waiting request (on any node) throws the same error. */
const failureOutput = (error: unknown): FailureOutput => {
  if (error instanceof AppError) return { name: "AppError", code: error.code, message: error.message };
  if (error instanceof PrinterBusyError)
    return { name: error.name, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
};

const errorFrom = (output: FailureOutput | null | undefined): Error => {
  const message = output?.message ?? "Printing failed";
  if (output?.name === "AppError" && isErrorCode(output.code)) return new AppError(output.code, { message });
  if (output?.name === "PrinterBusyError") return new PrinterBusyError(message, output.retryAfterSeconds);
  const known = output?.name === undefined ? undefined : knownErrors[output.name];
  return known === undefined ? new Error(message) : new known(message);
};

type Waiter = { resolve(result: PrintResult): void; reject(error: Error): void };

/** A sleep that `wake` ends early. */
const createSleeper = () => {
  let wakeCurrent: (() => void) | undefined;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeCurrent = undefined;
          resolve();
        }
        wakeCurrent = done;
      }),
    /** True when it was asleep. */
    wake: () => {
      const wake = wakeCurrent;
      wake?.();
      return wake !== undefined;
    },
  };
};

export const createPrintQueue = (options: PrintQueueOptions): PrintQueue => {
  const { logger } = options;
  const waitTimeoutMs = options.waitTimeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const lowMax = Math.max(1, options.workers - 1);
  const expireInSeconds = Math.ceil((options.jobTimeoutMs * 2) / 1000);

  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[] = []) => options.query(text, values) },
    // Maintenance (expiring jobs of a dead node, archiving) runs on one node at a time under pg-boss's lock.
    supervise: true,
    schedule: false,
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 1,
  });
  boss.on("error", (error: Error) => logger?.warn({ err: error }, "Print queue maintenance failed"));
  /**
   * pg-boss's schema and each queue (a table attached to its job table) are DDL, which nodes starting together
   * would race on (duplicate schema, deadlocks): one node at a time sets them up, the others find them made.
   * Done on first use and retried until it works, so a node starts (and answers 503) while the database is away.
   */
  let setup: Promise<void> | undefined;
  let started = false;
  const ready = () => {
    setup ??= options
      .exclusive(setupLockId, async () => {
        if (!started) {
          await boss.start();
          started = true;
        }
        for (const queue of queues(expireInSeconds)) {
          if ((await boss.getQueue(queue.name)) === null) await boss.createQueue(queue.name, queue);
        }
      })
      .catch((error: unknown) => {
        setup = undefined;
        throw error;
      });
    return setup;
  };

  // One warning a minute at most while the database is away, not one per worker per poll.
  let lastWarning = 0;
  const warnThrottled = (error: unknown, message: string) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger?.warn({ err: error }, message);
  };

  const waiters = new Map<string, Waiter>();
  const sleepers: ReturnType<typeof createSleeper>[] = [];
  const counts = { direct: 0, ranHere: 0, waitedRemote: 0, refused: 0 };
  let averageJobMs = 1_000;
  /**
   * Jobs running on this node, queued or direct. Workers look for jobs only while it is below `workers`; a
   * direct job starting while a worker fetches may run one page over, which the browser pool queues.
   */
  let running = 0;
  let activeLow = 0;
  let closed = false;

  const wakeOne = () => {
    for (const sleeper of sleepers) if (sleeper.wake()) return;
  };

  const settleLocal = (id: string, outcome: { result: PrintResult } | { error: Error }) => {
    const waiter = waiters.get(id);
    if (waiter === undefined) return;
    waiters.delete(id);
    if ("result" in outcome) waiter.resolve(outcome.result);
    else waiter.reject(outcome.error);
  };

  /** Counts the job as running here, and times it into the Retry-After estimate. */
  const timed = async <T>(job: () => Promise<T>): Promise<T> => {
    running += 1;
    const started = performance.now();
    try {
      return await job();
    } finally {
      running -= 1;
      averageJobMs = averageJobMs * 0.8 + (performance.now() - started) * 0.2;
    }
  };

  const runPrint = async (job: PgBoss.Job<PrintJob>) => {
    let outcome: { result: PrintResult } | { error: FailureOutput };
    try {
      outcome = { result: await timed(() => options.print(job.data)) };
    } catch (error) {
      outcome = { error: failureOutput(error) };
    }
    counts.ranHere += 1;
    if ("result" in outcome) {
      settleLocal(job.id, outcome);
      await boss.complete(printQueue, job.id, outcome.result);
    } else {
      settleLocal(job.id, { error: errorFrom(outcome.error) });
      await boss.fail(printQueue, job.id, outcome.error);
    }
  };

  const runPrerender = async (job: PgBoss.Job<PrerenderJob>) => {
    activeLow += 1;
    try {
      await timed(() => options.prerender(job.data));
      await boss.complete(prerenderQueue, job.id);
    } catch (error) {
      logger?.warn({ err: error, resumeId: job.data.resumeId }, "Pre-rendering failed");
      await boss.fail(prerenderQueue, job.id, failureOutput(error));
    } finally {
      activeLow -= 1;
    }
  };

  /** Takes one job (a person's print first, then pre-rendering if a worker is left for people); false if none. */
  const takeJob = async (): Promise<boolean> => {
    const [job] = await boss.fetch<PrintJob>(printQueue);
    if (job !== undefined) {
      await runPrint(job);
      return true;
    }
    // Pre-rendering never takes the last free page, nor one a direct job took during the fetch above.
    if (activeLow >= lowMax || running >= options.workers) return false;
    const [low] = await boss.fetch<PrerenderJob>(prerenderQueue);
    if (low === undefined) return false;
    await runPrerender(low);
    return true;
  };

  const work = async (sleeper: ReturnType<typeof createSleeper>) => {
    while (!closed) {
      // Every page is taken (direct jobs count): sleep until a job ends (it wakes a loop).
      if (running >= options.workers) {
        await sleeper.sleep(pollMs);
        continue;
      }
      let took = false;
      try {
        await ready();
        took = await takeJob();
      } catch (error) {
        // The database is away (restart, outage): try again after the usual pause.
        if (!closed) warnThrottled(error, "The print queue could not take a job");
      }
      if (!took && !closed) await sleeper.sleep(pollMs);
    }
  };

  const loops = Array.from({ length: options.workers }, () => {
    const sleeper = createSleeper();
    sleepers.push(sleeper);
    return work(sleeper);
  });

  const retryAfterSeconds = (queued: number) => {
    const perSecond = Math.max(1, options.workers) / Math.max(averageJobMs / 1000, 0.05);
    return Math.min(60, Math.max(1, Math.ceil((queued + 1) / perSecond)));
  };

  /** Until the job settles here, its row says it ended, or the wait runs out. */
  const waitFor = async (id: string, settledHere: Promise<PrintResult>): Promise<PrintResult> => {
    const deadline = Date.now() + waitTimeoutMs;
    const pause = createSleeper();
    let settled = false;
    const here = settledHere.finally(() => {
      settled = true;
      pause.wake();
    });
    for (;;) {
      if (!settled) await pause.sleep(remotePollMs);
      if (settled) return here;
      const job = await boss.getJobById<PrintJob>(printQueue, id);
      if (job?.state === "completed") {
        counts.waitedRemote += 1;
        return job.output as PrintResult;
      }
      if (job?.state === "failed") throw errorFrom(job.output as FailureOutput);
      if (job === null || job.state === "cancelled") throw new PrinterBusyError();
      if (Date.now() < deadline) continue;
      if (job.state === "active") throw new PrintTimeoutError("Printing took too long; try again");
      await boss.cancel(printQueue, id);
      throw new PrinterBusyError(undefined, retryAfterSeconds(await boss.getQueueSize(printQueue)));
    }
  };

  return {
    ready,

    async print(job) {
      if (closed) throw new PrinterUnavailableError("The server is shutting down");
      if (running < options.workers) {
        try {
          const result = await timed(() => options.print(job));
          counts.direct += 1;
          return result;
        } finally {
          // The page is free again: a worker may take a queued job.
          wakeOne();
        }
      }
      await ready();
      const queued = await boss.getQueueSize(printQueue);
      if (queued >= options.limit) {
        counts.refused += 1;
        throw new PrinterBusyError(
          `The print queue is full (${queued} waiting); try again in a moment`,
          retryAfterSeconds(queued),
        );
      }
      // The id is ours, so the waiter exists before any worker (here or elsewhere) can take the job.
      const id = randomUUID();
      const settledHere = new Promise<PrintResult>((resolve, reject) => waiters.set(id, { resolve, reject }));
      settledHere.catch(() => undefined);
      try {
        await boss.send(printQueue, job, { id });
        wakeOne();
        return await waitFor(id, settledHere);
      } finally {
        waiters.delete(id);
      }
    },

    async prerender(job) {
      if (closed) return;
      await ready();
      await boss.send(prerenderQueue, job, { singletonKey: job.resumeId });
      wakeOne();
    },

    stats: () => ({ waiting: waiters.size, ...counts }),

    async close() {
      if (closed) return;
      closed = true;
      for (const sleeper of sleepers) sleeper.wake();
      await Promise.all(loops);
      for (const [id, waiter] of waiters) {
        waiters.delete(id);
        waiter.reject(new PrinterUnavailableError("The server is shutting down"));
      }
      await setup?.catch(() => undefined);
      if (started) await boss.stop({ graceful: false, wait: true });
    },
  };
};
