import { Writable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import type { RecordedRequest } from "../../test/fakes/openai-server.ts";
import type { Browser } from "../auth/auth.test-helpers.ts";

export const promptUrl = "/api/auth/requestPrompt";

/** POSTs one helper request as the browser's user, from `remoteAddress` when given. */
export const askAi = (browser: Browser, payload: object, remoteAddress?: string) =>
  browser.request({
    method: "POST",
    url: promptUrl,
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });

export const expectAnswer = (response: LightMyRequestResponse, message: string) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message });
};

export const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code });
  return response.json<{ message: string }>().message;
};

/** A logger at warn whose JSON lines the test can read. */
export const capturedLogger = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "warn", pretty: false, destination }) };
};

/** The system and user messages of a recorded request, and the text between the user message's markers. */
export const promptOf = (request: RecordedRequest) => {
  const messages = request.body.messages ?? [];
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const user = messages.find((message) => message.role === "user")?.content ?? "";
  const nonce = /^<<<TEXT (\S+)$/m.exec(user)?.[1];
  const block =
    nonce === undefined
      ? undefined
      : new RegExp(`^<<<TEXT ${nonce}\\n([\\s\\S]*)\\nTEXT ${nonce}>>>$`).exec(user);
  return { messages, system, user, nonce, data: block?.[1] };
};
