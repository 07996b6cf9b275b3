import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BrowserPool,
  createBrowserPool,
  PrinterBusyError,
  PrinterUnavailableError,
  PrintTimeoutError,
} from "./browser-pool.ts";
import { createTestPool } from "./printer.test-helpers.ts";
import { printOrigin } from "./sealed-page.ts";

let pool: BrowserPool;

beforeAll(async () => {
  pool = createTestPool({ size: 2 });
  await pool.warm();
});

afterAll(async () => {
  await pool?.close();
});

/**
 * Jobs that hold their page until the test lets them go, so the test sees which jobs the pool runs together and
 * in what order without timing anything.
 */
const heldJobs = () => {
  const holding: { name: string; letGo: () => void }[] = [];
  /** Job names in the order they started. */
  const started: string[] = [];
  /** The jobs running together each time one started. */
  const together: string[][] = [];
  const job = (name: string) => async () => {
    const held = new Promise<void>((letGo) => holding.push({ name, letGo }));
    started.push(name);
    together.push(holding.map((each) => each.name));
    await held;
  };
  /** Once every job the pool has begun is inside its body, and every job let go has left the pool. */
  const settled = () => expect.poll(() => pool.stats().active - holding.length).toBe(0);
  /** Lets the jobs go one at a time, longest-held first, each time waiting for what the pool starts instead. */
  const letAllGo = async () => {
    while (holding.length > 0) {
      holding.shift()?.letGo();
      await settled();
    }
  };
  const most = (which: (name: string) => boolean = () => true) =>
    Math.max(...together.map((names) => names.filter(which).length));
  return { job, settled, letAllGo, started, most };
};

describe("the browser pool", () => {
  it("runs at most `size` jobs at once and queues the rest", async () => {
    const held = heldJobs();
    const runs = Array.from({ length: 6 }, (_, n) => pool.run(held.job(`job${n}`)));
    await held.settled();
    expect(pool.stats()).toMatchObject({ active: 2, waiting: 4 });
    await held.letAllGo();
    await Promise.all(runs);
    expect(held.started).toHaveLength(6);
    expect(held.most()).toBe(2);
  });

  it("keeps a page for high-priority jobs: low ones use all pages but one and go after waiting high ones", async () => {
    const held = heldJobs();
    const lows = [1, 2, 3].map((n) => pool.run(held.job(`low${n}`), { priority: "low" }));
    await held.settled();
    const highs = [1, 2].map((n) => pool.run(held.job(`high${n}`)));
    await held.settled();
    await held.letAllGo();
    await Promise.all([...lows, ...highs]);
    expect(held.most((name) => name.startsWith("low"))).toBe(1);
    expect(held.started.indexOf("high2")).toBeLessThan(held.started.indexOf("low2"));
  });

  it("kills a job's page after its time limit and goes on with a fresh one", async () => {
    const before = pool.stats();
    let hungPage: unknown;
    const error = await pool
      .run(
        async ({ page }) => {
          hungPage = page;
          await new Promise(() => undefined);
        },
        { timeoutMs: 200 },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrintTimeoutError);
    expect(pool.stats().timeouts).toBe(before.timeouts + 1);
    await expect.poll(() => (hungPage as { isClosed(): boolean }).isClosed()).toBe(true);
    const url = await pool.run(async ({ page }) => {
      await page.setContent("<p>after</p>");
      return page.url();
    });
    expect(url).toBe(`${printOrigin}/`);
    expect(pool.stats().launches).toBe(before.launches);
  });

  it("keeps the page when a job fails on its own terms", async () => {
    let first: unknown;
    await pool
      .run(async ({ page }) => {
        first = page;
        throw new Error("refused");
      })
      .catch(() => undefined);
    const pages = await Promise.all([pool.run(async ({ page }) => page), pool.run(async ({ page }) => page)]);
    expect(pages).toContain(first);
  });
});

describe("a pool that cannot print", () => {
  it("answers PrinterUnavailableError when no browser was found", async () => {
    const missing = createBrowserPool({
      source: { kind: "missing", reason: "no browser at /usr/bin/chromium" },
    });
    const error = await missing.run(async () => "never").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrinterUnavailableError);
    expect((error as Error).message).toBe("PDF export needs Chromium: no browser at /usr/bin/chromium");
    await missing.close();
  });

  it("answers PrinterUnavailableError when the browser will not start, and tries again next time", async () => {
    const broken = createBrowserPool({ source: { kind: "launch", executablePath: "/bin/false" } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await broken.run(async () => "never").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PrinterUnavailableError);
      expect((error as Error).message).toMatch(/^PDF export needs Chromium: starting \/bin\/false failed/);
    }
    await broken.close();
  });

  it("answers PrinterBusyError when the queue is full", async () => {
    const tiny = createBrowserPool({
      source: { kind: "missing", reason: "unused" },
      size: 1,
      queueLimit: { high: 1, low: 0 },
    });
    // Slots are taken synchronously: the first job holds the page, the second waits, the third is one too many.
    const holding = tiny.run(async () => undefined).catch((caught: unknown) => caught);
    const waiting = tiny.run(async () => undefined).catch((caught: unknown) => caught);
    const overflow = await tiny.run(async () => undefined).catch((caught: unknown) => caught);
    expect(overflow).toBeInstanceOf(PrinterBusyError);
    expect(await holding).toBeInstanceOf(PrinterUnavailableError);
    expect(await waiting).toBeInstanceOf(PrinterUnavailableError);
    await tiny.close();
  });
});

describe("a hung browser", () => {
  it("is killed and replaced when it cannot even close the page of a job past its time limit", async () => {
    const hung = createTestPool({ size: 1, closeTimeoutMs: 300 });
    try {
      await hung.run(async ({ page }) => page.setContent("<p>warm</p>"));
      const pid = await hung.browserProcessId();
      expect(pid).toBeGreaterThan(0);
      const error = await hung
        .run(
          async ({ page }) => {
            process.kill(pid as number, "SIGSTOP");
            await page.setContent("<p>never</p>");
          },
          { timeoutMs: 300 },
        )
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PrintTimeoutError);
      // Killed: a stopped process dies of SIGKILL at once, and signal 0 then finds nothing.
      await expect.poll(() => isAlive(pid as number), { timeout: 5_000 }).toBe(false);
      const text = await hung.run(async ({ page }) => {
        await page.setContent("<p>again</p>");
        return page.textContent("p");
      });
      expect(text).toBe("again");
      expect(hung.stats().launches).toBe(2);
    } finally {
      await hung.close();
    }
  });
});

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
