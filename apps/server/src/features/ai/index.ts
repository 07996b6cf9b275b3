/** What other features may use of the AI helper: one chat-completions request to the configured model. */

export { aiAddressLimit, aiUserLimit } from "./ai-user-limit.ts";
export { type ChatModel, type ChatRequest, completeChat } from "./chat-completions.ts";
export type { ChatMessage } from "./prompts.ts";
export { toFieldText } from "./rich-text.ts";
