import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/create-test-app.ts";

describe("graceful shutdown", () => {
  let test: TestApp;
  let markStarted: () => void;
  let release: () => void;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    test = await createTestApp();
    test.app.get("/api/test/slow", async () => {
      markStarted();
      await released;
      return { done: true };
    });
    await test.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await test.close();
  });

  const openConnections = () =>
    new Promise<number>((resolve, reject) =>
      test.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

  it("lets a request in flight finish before close() resolves", async () => {
    const { port } = test.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const inFlight = fetch(`${base}/api/test/slow`);
    await started;

    let closed = false;
    const closing = test.app.close().then(() => {
      closed = true;
    });
    // Closing has begun once the server stops listening: it then waits on the one connection still answering.
    await expect.poll(() => test.app.server.listening).toBe(false);
    expect(await openConnections()).toBe(1);
    expect(closed).toBe(false);

    // No new connections once closing has begun.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(closed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    // The connection ends with the answer instead of idling until its keep-alive timeout.
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
  });
});
