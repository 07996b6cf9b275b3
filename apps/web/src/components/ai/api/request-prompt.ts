import { type AiPromptInput, AiPromptResultSchema } from "@vitae/schema";
import { z } from "zod";
import { ApiError, api } from "@/lib/api-client";

/** The text, or the API's "message 0" (nothing to suggest), which gets its own clear error below. */
const AiPromptAnswerSchema = AiPromptResultSchema.extend({
  message: z.union([z.string(), z.literal(0)]).optional(),
});

/**
 * Asks the server to revise `text` and answers the revised text. An answer without text (the API's "message 0")
 * is a failure like any other, so the caller never replaces the user's words with nothing.
 */
export async function requestPrompt(input: AiPromptInput, signal?: AbortSignal): Promise<string> {
  const { message } = await api.post(
    "/auth/requestPrompt",
    AiPromptAnswerSchema,
    input,
    signal ? { signal } : {},
  );
  if (typeof message !== "string" || message.trim() === "") {
    throw new ApiError({ status: 502, code: "AiEmptyAnswer", message: "The AI service returned no text." });
  }
  return message;
}
