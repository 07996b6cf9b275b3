import { z } from "zod";

export const aiTones = ["casual", "professional", "confident", "friendly"] as const;

export const AiToneSchema = z.enum(aiTones);
export type AiTone = z.infer<typeof AiToneSchema>;

/** `keywords`: rephrase with a job description's missing keywords where the text's facts support them. */
export const aiActions = ["improve", "fix", "tone", "keywords"] as const;

/** At most this many keywords per `keywords` request, each at most 80 characters. */
export const aiKeywordsMax = 20;

export const AiActionSchema = z.enum(aiActions);
export type AiAction = z.infer<typeof AiActionSchema>;

/** Longest text one AI request may carry (a long summary is ~3,000 characters; HTML markup adds some). */
export const aiTextMaxLength = 10_000;

const keywordSchema = z
  .string()
  .regex(/\S/, "A keyword cannot be empty")
  .trim()
  .max(80, "A keyword has at most 80 characters");
const keywordsSchema = (error?: string) =>
  z
    .array(keywordSchema, error === undefined ? {} : { error })
    .max(aiKeywordsMax, `At most ${aiKeywordsMax} keywords`);

const promptFields = {
  tone: AiToneSchema.optional(),
  keywords: keywordsSchema().optional(),
  text: z
    .string()
    .min(1, "Text is required")
    .max(aiTextMaxLength, `Text must be at most ${aiTextMaxLength} characters`),
};

/**
 * Body of `POST /api/auth/requestPrompt`: the server builds the prompt, the client only names the action. One shape
 * per action, so the document states what each needs: a tone to change tone, at least one keyword to work
 * keywords in. Other actions ignore `tone` and `keywords` (an empty list included).
 */
export const AiPromptInputSchema = z
  .discriminatedUnion("action", [
    z.object({ ...promptFields, action: z.enum(["improve", "fix"]) }),
    z.object({
      ...promptFields,
      action: z.literal("tone"),
      tone: z.enum(aiTones, { error: "Choose a tone" }),
    }),
    z.object({
      ...promptFields,
      action: z.literal("keywords"),
      keywords: keywordsSchema("Name at least one keyword").min(1, "Name at least one keyword"),
    }),
  ])
  .meta({
    examples: [
      { action: "fix", text: "I has went to teh store." },
      { action: "tone", tone: "confident", text: "<p>Helped the team ship the new checkout.</p>" },
      { action: "keywords", keywords: ["Kubernetes", "CI/CD"], text: "Ran the deployment pipeline." },
    ],
  });
export type AiPromptInput = z.infer<typeof AiPromptInputSchema>;

/** Answer of `POST /api/auth/requestPrompt`: the revised text (HTML when the input was rich text). */
export const AiPromptResultSchema = z.object({ message: z.string() });
export type AiPromptResult = z.infer<typeof AiPromptResultSchema>;

/**
 * Answer of `GET /api/auth/requestPrompt`: which actions this server can run. Without a model, only `fix` works,
 * offline and for English (`offline: true`); the web app shows the others disabled with an explanation.
 */
export const AiCapabilitiesSchema = z.object({
  improve: z.boolean(),
  fix: z.boolean(),
  tone: z.boolean(),
  offline: z.boolean(),
});
export type AiCapabilities = z.infer<typeof AiCapabilitiesSchema>;
