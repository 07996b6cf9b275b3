import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ChatMessage } from "./prompts.ts";

/** The configured AI service, once a model is set. */
export type ChatModel = Config["ai"] & { model: string };

export type ChatRequest = { messages: ChatMessage[]; temperature: number };

// What each refusal most likely means for whoever runs the server; the status alone says little.
const refusalHints: Partial<Record<number, string>> = {
  400: "check AI_MODEL",
  401: "check AI_API_KEY",
  403: "check AI_API_KEY and what it may use",
  404: "check AI_BASE_URL and AI_MODEL",
  429: "rate limit or quota reached; try again later",
};

type ProviderAnswer = {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  error?: { code?: unknown; type?: unknown };
};

const parseJson = (body: string): ProviderAnswer | undefined => {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null ? (value as ProviderAnswer) : undefined;
  } catch {
    return undefined;
  }
};

// Only a short identifier (`invalid_api_key`, `model_not_found`) is repeated: provider messages may quote
// the key, the model's input or anything else.
const identifier = (value: unknown): string | undefined =>
  typeof value === "string" && /^[\w.-]{1,64}$/.test(value) ? value : undefined;

const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

// The network layer's code (ECONNREFUSED, ENOTFOUND) or short reason ("bad port": fetch refuses some ports).
const networkReason = (error: unknown): string | undefined => {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const message =
    typeof cause?.message === "string" && /^[\w .:-]{1,80}$/.test(cause.message) ? cause.message : undefined;
  return identifier(cause?.code) ?? message;
};

/**
 * Sends one chat-completions request (any OpenAI-compatible API) and returns the answer's text. Every
 * failure becomes an AppError with a message safe to show and is logged at warn, without the user's text.
 */
export const completeChat = async (
  model: ChatModel,
  request: ChatRequest,
  log: FastifyBaseLogger,
): Promise<string> => {
  const started = performance.now();
  const fail = (code: AppError["code"], message: string, details: Record<string, unknown> = {}) => {
    log.warn(
      { ...details, aiCode: code, model: model.model, ms: Math.round(performance.now() - started) },
      `AI request failed: ${message}`,
    );
    return new AppError(code, { message });
  };

  let status: number;
  let body: string;
  try {
    const response = await fetch(`${model.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(model.apiKey === undefined ? {} : { authorization: `Bearer ${model.apiKey}` }),
      },
      body: JSON.stringify({
        model: model.model,
        messages: request.messages,
        temperature: request.temperature,
      }),
      // Covers connecting, waiting and reading the whole answer.
      signal: AbortSignal.timeout(model.timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    if (isTimeout(error)) {
      throw fail("AiTimeout", `The AI service did not answer within ${model.timeoutMs} ms`);
    }
    const reason = networkReason(error);
    throw fail(
      "AiUnavailable",
      `The AI service could not be reached${reason === undefined ? "" : ` (${reason})`}`,
    );
  }

  const answer = parseJson(body);
  if (status >= 500) throw fail("AiUnavailable", `The AI service failed (it answered ${status})`, { status });
  if (status >= 300) {
    const providerCode = identifier(answer?.error?.code) ?? identifier(answer?.error?.type);
    const reasons = [refusalHints[status], providerCode].filter((reason) => reason !== undefined);
    const reason = reasons.length > 0 ? ` (${reasons.join("; ")})` : "";
    throw fail("AiRejected", `The AI service answered ${status}${reason}`, { status });
  }
  if (answer === undefined)
    throw fail("AiUnavailable", "The AI service answered with something other than JSON");

  const choice = answer.choices?.[0];
  const content = choice?.message?.content;
  const finishReason = identifier(choice?.finish_reason);
  if (typeof content !== "string" || content.trim() === "") {
    const why =
      typeof choice?.message?.refusal === "string"
        ? " (the model declined)"
        : finishReason === "content_filter"
          ? " (its content filter held the answer back)"
          : "";
    throw fail("AiEmptyAnswer", `The AI service returned no text${why}`, { finishReason });
  }
  // A cut-off answer would silently drop the end of the user's text.
  if (finishReason === "length") {
    throw fail("AiEmptyAnswer", "The AI answer was cut off before the end; try a shorter text", {
      finishReason,
    });
  }
  return content;
};
