import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import {
  type LocalOpenAi,
  type ScriptedReply,
  startOpenAiServer,
  unusedLocalUrl,
} from "../../test/fakes/openai-server.ts";
import { type Browser, signUp } from "../auth/auth.test-helpers.ts";
import { askAi, capturedLogger, expectError } from "./ai.test-helpers.ts";
import { completeChat } from "./chat-completions.ts";

const apiKey = "sk-local-secret-key-9876543210";
const userText = "Confidential draft: I has went to teh store with Alice Wonderland.";

let openAi: LocalOpenAi;
let test: TestApp;
let browser: Browser;
const log = capturedLogger();

const env = (overrides: Record<string, string> = {}) => ({
  AI_BASE_URL: openAi.baseUrl,
  AI_API_KEY: apiKey,
  AI_MODEL: "gpt-local-mini",
  AI_TIMEOUT_MS: "1000",
  RATE_LIMIT_FACTOR: "100",
  ...overrides,
});

beforeAll(async () => {
  openAi = await startOpenAiServer({ apiKey });
  test = await createTestApp({ env: env(), logger: log.logger });
  ({ browser } = await signUp(test.app));
});

afterAll(async () => {
  await test.close();
  await openAi.close();
});

const openAiError = (status: number, code: string | null, type = "invalid_request_error"): ScriptedReply => ({
  status,
  error: { message: `Something about ${apiKey} and the input "${userText}"`, type, code },
});

describe("when the AI service fails, the user gets a gateway error with a clear message", () => {
  it.each<[string, ScriptedReply, number, string, RegExp]>([
    [
      "a 500",
      openAiError(500, null, "server_error"),
      502,
      "AiUnavailable",
      /^The AI service failed \(it answered 500\)$/,
    ],
    [
      "a 503 with an HTML page",
      { status: 503, raw: "<html><body>Service Unavailable</body></html>", contentType: "text/html" },
      502,
      "AiUnavailable",
      /^The AI service failed \(it answered 503\)$/,
    ],
    [
      "an answer that is not JSON",
      { raw: "Hello, I am not JSON", contentType: "text/plain" },
      502,
      "AiUnavailable",
      /^The AI service answered with something other than JSON$/,
    ],
    [
      "a dropped connection",
      { hangUp: true },
      502,
      "AiUnavailable",
      /^The AI service could not be reached \(UND_ERR_SOCKET\)$/,
    ],
    [
      "a 400",
      openAiError(400, "unsupported_value"),
      502,
      "AiRejected",
      /^The AI service answered 400 \(check AI_MODEL; unsupported_value\)$/,
    ],
    [
      "a 401",
      openAiError(401, "invalid_api_key"),
      502,
      "AiRejected",
      /^The AI service answered 401 \(check AI_API_KEY; invalid_api_key\)$/,
    ],
    [
      "a 403",
      openAiError(403, "unsupported_country_region_territory"),
      502,
      "AiRejected",
      /^The AI service answered 403 \(check AI_API_KEY and what it may use; unsupported_country_region_territory\)$/,
    ],
    [
      "a 404 for an unknown model",
      openAiError(404, "model_not_found"),
      502,
      "AiRejected",
      /^The AI service answered 404 \(check AI_BASE_URL and AI_MODEL; model_not_found\)$/,
    ],
    [
      "a 429",
      openAiError(429, "rate_limit_exceeded", "requests"),
      502,
      "AiRejected",
      /^The AI service answered 429 \(rate limit or quota reached; try again later; rate_limit_exceeded\)$/,
    ],
    ["an empty answer", { content: "" }, 502, "AiEmptyAnswer", /^The AI service returned no text$/],
    ["a blank answer", { content: " \n\t " }, 502, "AiEmptyAnswer", /^The AI service returned no text$/],
    ["a null content", { content: null }, 502, "AiEmptyAnswer", /^The AI service returned no text$/],
    [
      "a refusal",
      { content: null, refusal: "I can't help with that." },
      502,
      "AiEmptyAnswer",
      /^The AI service returned no text \(the model declined\)$/,
    ],
    [
      "a filtered answer",
      { content: null, finishReason: "content_filter" },
      502,
      "AiEmptyAnswer",
      /^The AI service returned no text \(its content filter held the answer back\)$/,
    ],
    [
      "an answer without choices",
      { json: { id: "chatcmpl-1", object: "chat.completion", choices: [] } },
      502,
      "AiEmptyAnswer",
      /^The AI service returned no text$/,
    ],
    [
      "an answer cut off at the token limit",
      { content: "I have gone to", finishReason: "length" },
      502,
      "AiEmptyAnswer",
      /^The AI answer was cut off before the end; try a shorter text$/,
    ],
    [
      "an answer that is nothing but a code fence",
      { content: "```\n```" },
      502,
      "AiEmptyAnswer",
      /^The AI service returned no usable text$/,
    ],
  ])("%s → %i %s", async (_name, reply, status, code, message) => {
    openAi.reply(reply);
    const response = await askAi(browser, { action: "fix", text: userText });
    expect(expectError(response, status, code)).toMatch(message);
    // Neither the key nor what the provider said about the input reaches the user.
    expect(response.body).not.toContain(apiKey);
    expect(response.body).not.toContain("Alice");
  });

  it("an HTML answer with nothing allowed in it → 502 AiEmptyAnswer", async () => {
    openAi.reply({ content: '<script>alert(1)</script><img src="x" onerror="alert(2)">' });
    const response = await askAi(browser, { action: "improve", text: "<p>Led the team</p>" });
    expect(expectError(response, 502, "AiEmptyAnswer")).toBe("The AI service returned no usable text");
  });

  it("no answer within AI_TIMEOUT_MS → 504 AiTimeout, after that time and not much longer", async () => {
    openAi.reply({ delayMs: 4000, content: "Too late." });
    const started = performance.now();
    const response = await askAi(browser, { action: "fix", text: userText });
    const elapsed = performance.now() - started;
    expect(expectError(response, 504, "AiTimeout")).toBe("The AI service did not answer within 1000 ms");
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(3000);
  });

  it("logs each failure at warn, without the user's text or the key", () => {
    const warnings = log.lines.filter((line) => line.includes('"level":40'));
    expect(warnings.length).toBeGreaterThanOrEqual(19);
    expect(warnings.join("\n")).toContain("AI request failed: The AI service answered 401");
    expect(warnings.join("\n")).toContain('"aiCode":"AiTimeout"');
    for (const line of log.lines) {
      expect(line).not.toContain(apiKey);
      expect(line).not.toContain("Alice");
    }
  });
});

describe("a misconfigured service", () => {
  it("without AI_API_KEY sends no Authorization header; the service's 401 → 502 AiRejected", async () => {
    const { AI_API_KEY: _unset, ...withoutKey } = env();
    const keyless = await createTestApp({ env: withoutKey });
    try {
      const { browser: user } = await signUp(keyless.app);
      const response = await askAi(user, { action: "improve", text: userText });
      expect(expectError(response, 502, "AiRejected")).toBe(
        "The AI service answered 401 (check AI_API_KEY; invalid_api_key)",
      );
      expect(openAi.requests.at(-1)?.headers.authorization).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });

  it("nothing listening at AI_BASE_URL → 502 AiUnavailable (connection refused)", async () => {
    const refused = await createTestApp({ env: env({ AI_BASE_URL: await unusedLocalUrl() }) });
    try {
      const { browser: user } = await signUp(refused.app);
      const response = await askAi(user, { action: "tone", tone: "friendly", text: userText });
      expect(expectError(response, 502, "AiUnavailable")).toBe(
        "The AI service could not be reached (ECONNREFUSED)",
      );
    } finally {
      await refused.close();
    }
  });

  it.each([
    ["a host name that does not resolve", "http://vitae-ai.invalid/v1", /^\((ENOTFOUND|EAI_AGAIN)\)$/],
    ["a port fetch refuses to use", "http://127.0.0.1:6000/v1", /^\(bad port\)$/],
  ])("%s → AiUnavailable naming the reason", async (_name, baseUrl, reason) => {
    const failure = await completeChat(
      { baseUrl, apiKey, model: "m", timeoutMs: 10_000 },
      { messages: [{ role: "user", content: "x" }], temperature: 0 },
      createLogger({ level: "silent", pretty: false }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "AiUnavailable", statusCode: 502 });
    const message = (failure as AppError).message;
    expect(message.startsWith("The AI service could not be reached ")).toBe(true);
    expect(message.slice("The AI service could not be reached ".length)).toMatch(reason);
  });
});
