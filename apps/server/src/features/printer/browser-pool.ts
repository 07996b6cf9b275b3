import type { FastifyBaseLogger } from "fastify";
import type { Browser, Page } from "playwright-core";
import { type BrowserSource, chromiumArgs } from "./chromium.ts";
import { openSealedPage, printOrigin, type SealCounters, type SealedPage } from "./sealed-page.ts";

/** No browser to print with (none found, or it would not start or answer). */
export class PrinterUnavailableError extends Error {
  override name = "PrinterUnavailableError";
}

/** A job ran past its time limit; its page was closed (and the browser restarted if it would not close). */
export class PrintTimeoutError extends Error {
  override name = "PrintTimeoutError";
}

/** Too many jobs waiting, or one waited too long for a free page: try again after `retryAfterSeconds`. */
export class PrinterBusyError extends Error {
  override name = "PrinterBusyError";
  constructor(
    message = "The printer is busy; try again in a moment",
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}

export type Priority = "high" | "low";

export type BrowserPoolOptions = {
  source: BrowserSource;
  /** Pages printing at once (default 2). */
  size?: number;
  /** Wall time of one job on its page before the page is killed (default 20 s). */
  jobTimeoutMs?: number;
  /** Longest wait for a free page (default 30 s). */
  waitTimeoutMs?: number;
  /** Jobs allowed to wait for a page, per priority (default 64 high, 16 low). */
  queueLimit?: { high: number; low: number };
  /** How long closing a page or the browser may take before it counts as hung (default 5 s). */
  closeTimeoutMs?: number;
  logger?: FastifyBaseLogger | undefined;
};

export type RunOptions = { priority?: Priority; timeoutMs?: number };

export type BrowserPoolStats = {
  /** Jobs handed to a page (a retry after a browser crash counts again). */
  jobs: number;
  launches: number;
  timeouts: number;
  crashes: number;
  active: number;
  waiting: number;
  sealed: SealCounters;
};

/**
 * A warm Chromium and a pool of sealed pages (sealed-page.ts) reused from job to job: a print is
 * `setContent` + `pdf` on a page that is already open, with no browser start or page creation on the way.
 *
 * - Concurrency is bounded by the pool size; further jobs queue (bounded too). Low-priority jobs
 *   (pre-rendering) use at most all pages but one and always yield to waiting high-priority ones.
 * - A job past its time limit loses its page (closed and replaced); a browser that will not even close
 *   that page is restarted.
 * - A browser that crashes or disconnects is launched (or connected) again for the next job, and a job
 *   that was running when it died is retried once on the new one.
 */
export type BrowserPool = {
  run<T>(job: (sealed: SealedPage) => Promise<T>, options?: RunOptions): Promise<T>;
  /** Starts the browser and opens the pages now rather than on the first job. */
  warm(): Promise<void>;
  stats(): BrowserPoolStats;
  /** The browser's process id, as Chromium reports it (tests kill it to prove recovery). */
  browserProcessId(): Promise<number | undefined>;
  close(): Promise<void>;
};

/** A started browser; `pid` only for one this process launched (to kill it if it hangs). */
type Running = { browser: Browser; generation: number; pid: number | undefined };

type Waiter = { priority: Priority; start: () => void; fail: (error: Error) => void; timer: NodeJS.Timeout };

type IdlePage = { sealed: SealedPage; generation: number };

const withTimeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createBrowserPool = (options: BrowserPoolOptions): BrowserPool => {
  const { source, logger } = options;
  const size = Math.max(1, options.size ?? 2);
  const lowMax = Math.max(1, size - 1);
  const jobTimeoutMs = options.jobTimeoutMs ?? 20_000;
  const waitTimeoutMs = options.waitTimeoutMs ?? 30_000;
  const queueLimit = options.queueLimit ?? { high: 64, low: 16 };
  const closeTimeoutMs = options.closeTimeoutMs ?? 5_000;

  const sealed: SealCounters = { served: 0, refused: 0 };
  const counts = { jobs: 0, launches: 0, timeouts: 0, crashes: 0 };
  let generation = 0;
  let current: Promise<Running> | undefined;
  let idle: IdlePage[] = [];
  let active = 0;
  let activeLow = 0;
  const waiting: Record<Priority, Waiter[]> = { high: [], low: [] };
  let closed = false;
  const crashedPages = new WeakSet<Page>();

  const open = async (running: Running): Promise<SealedPage> => {
    const page = await openSealedPage(running.browser, sealed);
    page.page.on("crash", () => crashedPages.add(page.page));
    return page;
  };

  const processIdOf = async (browser: Browser): Promise<number | undefined> => {
    const session = await browser.newBrowserCDPSession();
    try {
      const info = await session.send("SystemInfo.getProcessInfo");
      return info.processInfo.find((process) => process.type === "browser")?.id;
    } finally {
      await session.detach().catch(() => undefined);
    }
  };

  const start = async (): Promise<{ browser: Browser; pid: number | undefined }> => {
    if (source.kind === "missing")
      throw new PrinterUnavailableError(`PDF export needs Chromium: ${source.reason}`);
    try {
      // Playwright (~80 MB resident) is loaded with the first print, not with the server.
      const { chromium } = await import("playwright-core");
      const browser =
        source.kind === "launch"
          ? await chromium.launch({
              executablePath: source.executablePath,
              args: chromiumArgs,
              headless: true,
              timeout: 30_000,
              // The server shuts down on its own signals and closes the browser itself.
              handleSIGINT: false,
              handleSIGTERM: false,
              handleSIGHUP: false,
            })
          : await chromium.connectOverCDP(source.wsEndpoint, { timeout: 30_000 });
      counts.launches += 1;
      const pid = source.kind === "launch" ? await processIdOf(browser).catch(() => undefined) : undefined;
      return { browser, pid };
    } catch (error) {
      const what =
        source.kind === "launch"
          ? `starting ${source.executablePath} failed`
          : `connecting to ${source.wsEndpoint} failed`;
      throw new PrinterUnavailableError(`PDF export needs Chromium: ${what}: ${messageOf(error)}`, {
        cause: error,
      });
    }
  };

  /** Forgets the running browser (if it is still the current one) so the next job starts another. */
  const retire = (running: Promise<Running>) => {
    if (current !== running) return;
    current = undefined;
    generation += 1;
    const pages = idle;
    idle = [];
    for (const page of pages) void page.sealed.context.close().catch(() => undefined);
  };

  const browser = async (): Promise<Running> => {
    if (closed) throw new PrinterUnavailableError("The printer is shutting down");
    if (current !== undefined) {
      const running = current;
      const ready = await running.catch(() => undefined);
      if (ready?.browser.isConnected()) return ready;
      retire(running);
    }
    if (current === undefined) {
      const launching = start().then(({ browser: started, pid }): Running => {
        const running = { browser: started, generation, pid };
        started.on("disconnected", () => {
          if (current === launching && !closed) {
            counts.crashes += 1;
            logger?.warn("The print browser disconnected; it starts again with the next job");
          }
          retire(launching);
        });
        return running;
      });
      current = launching;
      // A failed start is not kept: the next job tries again (Chromium may have been installed meanwhile).
      launching.catch(() => {
        if (current === launching) current = undefined;
      });
    }
    return current;
  };

  /** Closes the browser, or kills it when it will not close in time (a launched one; a remote one is left). */
  const closeOrKill = async (running: Running) => {
    try {
      await withTimeout(running.browser.close(), closeTimeoutMs, () => new Error("close timed out"));
    } catch {
      if (running.pid === undefined) return;
      try {
        process.kill(running.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };

  /** A hung browser: the next job gets a new one, and this one goes. */
  const restart = async (running: Running, why: string) => {
    logger?.error(`The print browser ${why}; restarting it`);
    if (current !== undefined && (await current.catch(() => undefined)) === running) retire(current);
    await closeOrKill(running);
  };

  const discard = async (page: SealedPage, running: Running) => {
    try {
      await withTimeout(page.context.close(), closeTimeoutMs, () => new Error("close timed out"));
    } catch {
      // The browser cannot even close a page: it is hung. Restart it rather than keep a wedged process.
      await restart(running, "cannot close a page");
    }
  };

  /** A new page, unless the browser cannot make one in time: then it is hung, and restarted. */
  const openWithin = async (running: Running, timeoutMs: number): Promise<SealedPage> => {
    const opening = open(running);
    try {
      return await withTimeout(
        opening,
        timeoutMs,
        () => new PrintTimeoutError("The print browser does not respond"),
      );
    } catch (error) {
      if (error instanceof PrintTimeoutError) {
        counts.timeouts += 1;
        void opening.then((late) => late.context.close()).catch(() => undefined);
        void restart(running, "cannot open a page");
      }
      throw error;
    }
  };

  const takeIdlePage = (running: Running): SealedPage | undefined => {
    while (idle.length > 0) {
      const candidate = idle.pop();
      if (candidate === undefined) break;
      const usable =
        candidate.generation === running.generation &&
        !candidate.sealed.page.isClosed() &&
        !crashedPages.has(candidate.sealed.page) &&
        candidate.sealed.page.url() === `${printOrigin}/`;
      if (usable) return candidate.sealed;
      void candidate.sealed.context.close().catch(() => undefined);
    }
    return undefined;
  };

  const runOnPage = async <T>(
    job: (page: SealedPage) => Promise<T>,
    timeoutMs: number,
    mayRetry: boolean,
  ): Promise<T> => {
    const running = await browser();
    let page: SealedPage | undefined;
    let keep = false;
    try {
      page = takeIdlePage(running) ?? (await openWithin(running, timeoutMs));
      counts.jobs += 1;
      const opened = page;
      const result = await withTimeout(job(opened), timeoutMs, () => {
        counts.timeouts += 1;
        return new PrintTimeoutError(`Printing took longer than ${Math.round(timeoutMs / 1000)} s`);
      });
      keep = true;
      return result;
    } catch (error) {
      const browserDied = !running.browser.isConnected() || running.generation !== generation;
      if (browserDied && mayRetry && !closed && !(error instanceof PrintTimeoutError)) {
        logger?.warn({ err: error }, "The print browser died during a job; retrying on a new one");
        return await runOnPage(job, timeoutMs, false);
      }
      // A job that failed on its own terms (too many pages…) leaves a healthy page behind.
      keep = !(error instanceof PrintTimeoutError);
      throw error;
    } finally {
      if (page !== undefined) {
        const reusable =
          keep &&
          !crashedPages.has(page.page) &&
          !closed &&
          running.browser.isConnected() &&
          running.generation === generation;
        if (reusable) idle.push({ sealed: page, generation: running.generation });
        else void discard(page, running);
      }
    }
  };

  const canStart = (priority: Priority) =>
    active < size && (priority === "high" || (activeLow < lowMax && waiting.high.length === 0));

  const begin = (priority: Priority) => {
    active += 1;
    if (priority === "low") activeLow += 1;
  };

  const dispatch = () => {
    for (;;) {
      const next = canStart("high") && waiting.high.length > 0 ? waiting.high.shift() : undefined;
      const low = next === undefined && canStart("low") ? waiting.low.shift() : undefined;
      const waiter = next ?? low;
      if (waiter === undefined) return;
      clearTimeout(waiter.timer);
      begin(waiter.priority);
      waiter.start();
    }
  };

  const acquire = (priority: Priority): Promise<void> => {
    if (closed) return Promise.reject(new PrinterUnavailableError("The printer is shutting down"));
    if (canStart(priority)) {
      begin(priority);
      return Promise.resolve();
    }
    const queue = waiting[priority];
    if (queue.length >= queueLimit[priority]) {
      return Promise.reject(new PrinterBusyError());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        priority,
        start: resolve,
        fail: reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new PrinterBusyError());
        }, waitTimeoutMs),
      };
      queue.push(waiter);
    });
  };

  const release = (priority: Priority) => {
    active -= 1;
    if (priority === "low") activeLow -= 1;
    dispatch();
  };

  return {
    async run(job, runOptions = {}) {
      const priority = runOptions.priority ?? "high";
      await acquire(priority);
      try {
        return await runOnPage(job, runOptions.timeoutMs ?? jobTimeoutMs, true);
      } finally {
        release(priority);
      }
    },

    async warm() {
      const running = await browser();
      const missing = size - idle.length - active;
      const pages = await Promise.all(Array.from({ length: Math.max(0, missing) }, () => open(running)));
      for (const page of pages) idle.push({ sealed: page, generation: running.generation });
    },

    stats: () => ({
      ...counts,
      active,
      waiting: waiting.high.length + waiting.low.length,
      sealed: { ...sealed },
    }),

    async browserProcessId() {
      const running = await current?.catch(() => undefined);
      return running === undefined ? undefined : processIdOf(running.browser);
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const waiter of [...waiting.high, ...waiting.low]) {
        clearTimeout(waiter.timer);
        waiter.fail(new PrinterUnavailableError("The printer is shutting down"));
      }
      waiting.high = [];
      waiting.low = [];
      const running = await current?.catch(() => undefined);
      current = undefined;
      idle = [];
      if (running !== undefined) await closeOrKill(running);
    },
  };
};
