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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the browser pool", () => {
  it("runs at most `size` jobs at once and queues the rest", async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(100);
      running -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => pool.run(job)));
    expect(most).toBe(2);
  });

  it("keeps a page for high-priority jobs: low ones use all pages but one and go after waiting high ones", async () => {
    const order: string[] = [];
    let lowRunning = 0;
    let mostLow = 0;
    const job = (name: string, ms: number) => async () => {
      if (name.startsWith("low")) {
        lowRunning += 1;
        mostLow = Math.max(mostLow, lowRunning);
      }
      order.push(name);
      await sleep(ms);
      if (name.startsWith("low")) lowRunning -= 1;
    };
    const lows = [1, 2, 3].map((n) => pool.run(job(`low${n}`, 60), { priority: "low" }));
    await sleep(10);
    const highs = [1, 2].map((n) => pool.run(job(`high${n}`, 60)));
    await Promise.all([...lows, ...highs]);
    expect(mostLow).toBe(1);
    expect(order.indexOf("high2")).toBeLessThan(order.indexOf("low2"));
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
