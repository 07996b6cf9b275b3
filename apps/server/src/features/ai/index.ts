/** What other features may use of the AI helper: one chat-completions request to the configured model. */

export { type ChatModel, type ChatRequest, completeChat } from "./chat-completions.ts";
export type { ChatMessage } from "./prompts.ts";
