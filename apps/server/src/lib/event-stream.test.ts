import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type EventStreamOptions, eventStreams } from "./event-stream.ts";

// The stream helper over a real HTTP connection: a bare server with one streaming route.

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

const serve = async (options: EventStreamOptions, onOpen?: (send: (event: string) => void) => void) => {
  const app = Fastify();
  const open = eventStreams(app);
  app.get("/events", async (_request, reply) => {
    const stream = open(reply, options);
    onOpen?.((event) => stream.send(event, { n: 1 }));
    return reply;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  close = () => app.close();
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/events` };
};

/** Everything the stream sent until it ended or `ms` passed. */
const readFor = async (url: string, ms: number) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
  let text = "";
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body ?? [])
      text += decoder.decode(chunk as Uint8Array, { stream: true });
  } catch {
    // Timed out while the stream was still open.
  }
  return { response, text };
};

describe("event streams", () => {
  it("send named JSON events, heartbeat comments, and run the periodic check with each heartbeat", async () => {
    let checks = 0;
    const { url } = await serve(
      {
        heartbeatMs: 40,
        onHeartbeat: (stream) => {
          checks += 1;
          // The check finds the stream may no longer be open.
          if (checks === 3) stream.close();
        },
      },
      (send) => send("comments"),
    );
    const { response, text } = await readFor(url, 2000);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(text.startsWith("retry: 3000\n\n")).toBe(true);
    expect(text).toContain('event: comments\ndata: {"n":1}\n\n');
    expect(text.match(/: heartbeat\n\n/g)).toHaveLength(3);
    // Ended by the check, before the reader's time ran out.
    expect(checks).toBe(3);
  });

  it("tell the route when the browser goes away, and end with the server", async () => {
    let closed = 0;
    const { app, url } = await serve({ onClose: () => closed++ });
    await readFor(url, 200);
    await expect.poll(() => closed).toBe(1);

    const reading = readFor(url, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await app.close();
    close = undefined;
    await reading;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(closed).toBe(2);
  });
});
