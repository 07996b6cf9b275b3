import type { AiPromptInput, AiPromptResult } from "@vitae/schema";
import { ApiError, api } from "../../../lib/api-client";

/**
 * Asks the server to revise `text` and answers the revised text. An answer without text (the spec's "message 0")
 * is a failure like any other, so the caller never replaces the user's words with nothing.
 */
export async function requestPrompt(input: AiPromptInput, signal?: AbortSignal): Promise<string> {
  const { message } = await api.post<Partial<AiPromptResult>>(
    "/auth/requestPrompt",
    input,
    signal ? { signal } : {},
  );
  if (typeof message !== "string" || message.trim() === "") {
    throw new ApiError({ status: 502, code: "AiEmptyAnswer", message: "The AI service returned no text." });
  }
  return message;
}
