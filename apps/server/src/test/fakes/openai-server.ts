import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatCompletionBody = {
  model?: unknown;
  messages?: { role: string; content: string }[];
  temperature?: unknown;
  [field: string]: unknown;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: ChatCompletionBody;
};

/** What the next chat-completions request gets, in the order the test queued them. */
export type ScriptedReply = { delayMs?: number } & (
  | { content: string | null; finishReason?: string; refusal?: string }
  | { status: number; error: { message: string; type: string; code: string | null } }
  | { status?: number; json: unknown }
  | { status?: number; raw: string; contentType: string }
  | { hangUp: true }
);

export type LocalOpenAi = {
  /** AI_BASE_URL: the API root, like https://api.openai.com/v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies; with none queued the service answers `Revised text.`. */
  reply(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

// OpenAI's own shapes (POST /v1/chat/completions, non-streaming).
const completion = (
  model: unknown,
  reply: { content: string | null; finishReason?: string; refusal?: string },
) => ({
  id: `chatcmpl-${randomBytes(12).toString("base64url")}`,
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: typeof model === "string" ? model : "unknown",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content: reply.content, refusal: reply.refusal ?? null, annotations: [] },
      logprobs: null,
      finish_reason: reply.finishReason ?? "stop",
    },
  ],
  usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
  system_fingerprint: "fp_local",
});

const invalidApiKey = {
  error: {
    message:
      "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    param: null,
    code: "invalid_api_key",
  },
};

const readBody = async (request: IncomingMessage): Promise<ChatCompletionBody> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as ChatCompletionBody;
  } catch {
    return { raw: text };
  }
};

/**
 * A chat-completions service on 127.0.0.1 that records every request and answers what the test scripts:
 * a completion, an error status, any body, a delay, or a dropped connection. With `apiKey` set it refuses
 * other bearer tokens with 401, as OpenAI does.
 */
export const startOpenAiServer = async ({ apiKey }: { apiKey?: string } = {}): Promise<LocalOpenAi> => {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const body = await readBody(request);
    requests.push({ method: request.method ?? "", path, headers: request.headers, body });

    if (request.method !== "POST" || path !== "/v1/chat/completions") {
      json(response, 404, {
        error: {
          message: `Invalid URL (${request.method} ${path})`,
          type: "invalid_request_error",
          param: null,
          code: null,
        },
      });
      return;
    }
    if (apiKey !== undefined && request.headers.authorization !== `Bearer ${apiKey}`) {
      json(response, 401, invalidApiKey);
      return;
    }

    const reply = queue.shift() ?? { content: "Revised text." };
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    // The client may have given up while we waited.
    if (response.destroyed || request.socket.destroyed) return;
    if ("hangUp" in reply) {
      request.socket.destroy();
    } else if ("content" in reply) {
      json(response, 200, completion(body.model, reply));
    } else if ("error" in reply) {
      json(response, reply.status, { error: { ...reply.error, param: null } });
    } else if ("json" in reply) {
      json(response, reply.status ?? 200, reply.json);
    } else {
      response.writeHead(reply.status ?? 200, { "content-type": reply.contentType });
      response.end(reply.raw);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { error: { message: String(error), type: "server_error" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        queue.length = 0;
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** An address on 127.0.0.1 where nothing listens: connecting to it is refused. */
export const unusedLocalUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
};
