import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";

/** A server-sent events stream to one browser (text/event-stream). */
export type EventStream = {
  /** One event: its name and a JSON `data` line. Nothing once closed. */
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
};

export type EventStreamOptions = {
  /** A comment line this often keeps proxies and the browser from timing the idle connection out. */
  heartbeatMs?: number;
  /** Runs with each heartbeat (a periodic check, e.g. whether the stream may still be open). */
  onHeartbeat?: (stream: EventStream) => Promise<void> | void;
  /** Runs once when the stream ends, whoever ended it (the browser, `close`, the server shutting down). */
  onClose?: () => void;
};

export const defaultHeartbeatMs = 25_000;

/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const retryMs = 3000;

/**
 * Opens event streams on `app`'s routes. The server's shutdown ends every open one: a stream never finishes by
 * itself, and `close()` would otherwise wait for each for as long as its browser stays.
 */
export const eventStreams = (app: FastifyInstance) => {
  const open = new Set<EventStream>();
  app.addHook("preClose", async () => {
    for (const stream of [...open]) stream.close();
  });

  return (
    reply: FastifyReply,
    { heartbeatMs = defaultHeartbeatMs, onHeartbeat, onClose }: EventStreamOptions = {},
  ): EventStream => {
    const body = new PassThrough();
    let closed = false;
    const stream: EventStream = {
      send: (event, data) => {
        if (!closed) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      close: () => {
        if (!closed) body.end();
        finish();
      },
      get closed() {
        return closed;
      },
    };
    const heartbeat = setInterval(() => {
      if (closed) return;
      body.write(": heartbeat\n\n");
      Promise.resolve(onHeartbeat?.(stream)).catch((error: unknown) => {
        reply.log.error({ err: error }, "An event stream's periodic check failed");
        stream.close();
      });
    }, heartbeatMs);
    heartbeat.unref();
    function finish() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      open.delete(stream);
      onClose?.();
    }
    // The browser going away destroys the body (Fastify pipes it into the response).
    body.on("close", finish);
    open.add(stream);
    body.write(`retry: ${retryMs}\n\n`);
    void reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("cache-control", "no-cache, no-transform")
      // Reverse proxies (nginx) would otherwise hold events back to fill their buffers.
      .header("x-accel-buffering", "no")
      .send(body);
    return stream;
  };
};
