import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserPool, createBrowserPool, PrinterUnavailableError } from "./browser-pool.ts";
import { chromiumArgs, resolveBrowserSource } from "./chromium.ts";

// CHROME_WS_ENDPOINT: a browser the printer does not start itself, reached over CDP (as browserless offers).
let chromium: ChildProcess | undefined;
let profile: string;
let wsEndpoint: string;
let pool: BrowserPool | undefined;

beforeAll(async () => {
  const source = resolveBrowserSource({ chromePath: process.env.CHROME_PATH, chromeWsEndpoint: undefined });
  if (source.kind !== "launch") throw new Error("These tests need Chromium");
  profile = await mkdtemp(join(tmpdir(), "vitae-remote-chromium-"));
  const started = spawn(source.executablePath, [
    ...chromiumArgs,
    "--remote-debugging-address=127.0.0.1",
    "--remote-debugging-port=0",
    `--user-data-dir=${profile}`,
    "about:blank",
  ]);
  chromium = started;
  wsEndpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    started.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    started.once("exit", () => reject(new Error(`Chromium exited: ${output}`)));
  });
});

afterAll(async () => {
  await pool?.close();
  // Wait for Chromium to be gone, and retry the removal: its helper processes may still write to the profile
  // for a moment after the main process dies (ENOTEMPTY otherwise).
  if (chromium && chromium.exitCode === null && chromium.signalCode === null) {
    const exited = new Promise((resolve) => chromium?.once("exit", resolve));
    chromium.kill("SIGKILL");
    await exited;
  }
  await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

describe("a remote browser (CHROME_WS_ENDPOINT)", () => {
  it("is connected to over CDP and prints in sealed pages", async () => {
    pool = createBrowserPool({
      source: resolveBrowserSource({ chromePath: undefined, chromeWsEndpoint: wsEndpoint }),
    });
    const pdf = await pool.run(async ({ page }) => {
      await page.setContent("<p>remote</p>");
      return page.pdf();
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pool.stats().launches).toBe(1);
  });

  it("answers PrinterUnavailableError when the endpoint does not answer", async () => {
    const unreachable = createBrowserPool({
      source: { kind: "connect", wsEndpoint: "ws://127.0.0.1:9/devtools/browser/x" },
    });
    const error = await unreachable.run(async () => "never").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PrinterUnavailableError);
    expect((error as Error).message).toMatch(
      /^PDF export needs Chromium: connecting to ws:\/\/127\.0\.0\.1:9\/.* failed/,
    );
    await unreachable.close();
  });
});
