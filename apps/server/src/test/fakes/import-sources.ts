import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedImportRequest = { path: string; headers: IncomingHttpHeaders };

/** What a path answers: JSON with a status, raw bytes with a content type, or a hang (for timeouts). */
export type ImportSourceReply =
  | { status?: number; json: unknown }
  | { status?: number; raw: string | Buffer; contentType: string }
  | { hang: true };

export type LocalImportSource = {
  /** The API root to configure (LMS_API_URL or LINKEDIN_PROFILE_API_URL). */
  baseUrl: string;
  requests: RecordedImportRequest[];
  /** Sets what a path (without the query string) answers from now on. */
  answer(path: string, reply: ImportSourceReply): void;
  close(): Promise<void>;
};

/**
 * A stand-in for a third party Vitae imports from (the learning platform, a LinkedIn profile provider): plain HTTP
 * on loopback that answers each path as the test set it and records what it was sent.
 */
export const startImportSource = async (): Promise<LocalImportSource> => {
  const replies = new Map<string, ImportSourceReply>();
  const requests: RecordedImportRequest[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    requests.push({ path: request.url ?? "/", headers: request.headers });
    const reply = replies.get(path);
    if (reply === undefined) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
    } else if ("hang" in reply) {
      request.on("close", () => response.destroy());
    } else if ("json" in reply) {
      response
        .writeHead(reply.status ?? 200, { "content-type": "application/json" })
        .end(JSON.stringify(reply.json));
    } else {
      response.writeHead(reply.status ?? 200, { "content-type": reply.contentType }).end(reply.raw);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, reply) => replies.set(path, reply),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
