import type { AiCapabilities, AiPromptInput, AiPromptResult } from "@vitae/schema";
import { sanitizeRichText } from "@vitae/templates";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import { completeChat } from "./chat-completions.ts";
import type { OfflineFixer } from "./offline-fixer.ts";
import { type AiTask, buildPrompt, unwrapAnswer } from "./prompts.ts";
import { formatOf, textRunsOf, toFieldText } from "./rich-text.ts";

export type AiDeps = { ai: Config["ai"]; fixer: OfflineFixer; log: FastifyBaseLogger };

export const aiCapabilities = (ai: Config["ai"]): AiCapabilities =>
  ai.model === undefined
    ? { improve: false, fix: true, tone: false, offline: true }
    : { improve: true, fix: true, tone: true, offline: false };

// The request schema has one shape per action, so each task's needs (a tone, some keywords) are already there.
const taskOf = (input: AiPromptInput): AiTask => {
  switch (input.action) {
    case "keywords":
      return { action: input.action, keywords: input.keywords };
    case "tone":
      return { action: input.action, tone: input.tone };
    default:
      return { action: input.action };
  }
};

/**
 * Runs one helper action on a text and returns the revised text in the text's own format: sanitised HTML for
 * rich text, plain text otherwise. Without a model only `fix` works, locally and in English.
 */
export const requestPrompt = async (deps: AiDeps, input: AiPromptInput): Promise<AiPromptResult> => {
  const task = taskOf(input);
  const format = formatOf(input.text);
  const { model } = deps.ai;
  if (model === undefined) {
    if (task.action !== "fix") {
      throw new AppError("AiNotConfigured", {
        message: "No AI model is configured; only the offline spelling and grammar fix is available",
      });
    }
    const runs = textRunsOf(input.text, format);
    return { message: runs.rebuild(await deps.fixer.fix(runs)) };
  }

  // The model sees rich text as the resume would store it, without markup the editor never makes.
  const text = format === "html" ? sanitizeRichText(input.text) : input.text;
  const prompt = buildPrompt({ task, text, format });
  const answer = await completeChat({ ...deps.ai, model }, prompt, deps.log);
  const message = toFieldText(unwrapAnswer(answer, { prompt, text }), format);
  if (message.trim() === "") {
    deps.log.warn({ model }, "AI request failed: nothing was left of the answer once cleaned");
    throw new AppError("AiEmptyAnswer", { message: "The AI service returned no usable text" });
  }
  return { message };
};
