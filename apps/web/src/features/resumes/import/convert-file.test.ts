import { afterEach, describe, expect, it, vi } from "vitest";
import { convertFileBytes } from "./convert-file.ts";

/**
 * A worker that never answers, as one whose pdf.js loops on a crafted file: the browser's Worker is the only part
 * stood in for, the time limit and the clean-up are the code's own.
 */
class SilentWorker {
  static made: SilentWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted = 0;
  terminated = false;
  constructor() {
    SilentWorker.made.push(this);
  }
  postMessage() {
    this.posted++;
  }
  terminate() {
    this.terminated = true;
  }
}

describe("reading a PDF or Word file", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    SilentWorker.made = [];
  });

  it("stops a worker that takes longer than the time limit and says so", async () => {
    vi.stubGlobal("Worker", SilentWorker);
    const started = Date.now();
    const outcome = await convertFileBytes("pdf", new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      timeLimitMs: 80,
    });
    expect(outcome).toEqual({
      ok: false,
      message: "Reading the file took too long and was stopped.",
      issues: [],
      code: "ImportTimedOut",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(SilentWorker.made).toHaveLength(1);
    expect(SilentWorker.made[0]).toMatchObject({ posted: 1, terminated: true });
  });

  it("stops the worker when the user cancels", async () => {
    vi.stubGlobal("Worker", SilentWorker);
    const controller = new AbortController();
    const outcome = convertFileBytes("docx", new Uint8Array([0x50, 0x4b]), {
      signal: controller.signal,
      timeLimitMs: 10_000,
    });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: "AbortError" });
    expect(SilentWorker.made[0]?.terminated).toBe(true);
  });
});
