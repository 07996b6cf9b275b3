import { z } from "zod";

export const aiTones = ["casual", "professional", "confident", "friendly"] as const;

export const AiToneSchema = z.enum(aiTones);
export type AiTone = z.infer<typeof AiToneSchema>;

export const aiActions = ["improve", "fix", "tone"] as const;

export const AiActionSchema = z.enum(aiActions);
export type AiAction = z.infer<typeof AiActionSchema>;

/** Body of `POST /api/auth/requestPrompt`: the server builds the prompt, the client only names the action. */
export const AiPromptInputSchema = z
  .object({
    action: AiActionSchema,
    tone: AiToneSchema.optional(),
    text: z.string().min(1, "Text is required"),
  })
  .refine((input) => input.action !== "tone" || input.tone !== undefined, {
    message: "Choose a tone",
    path: ["tone"],
  });
export type AiPromptInput = z.infer<typeof AiPromptInputSchema>;
