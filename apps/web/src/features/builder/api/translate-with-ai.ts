import { z } from "zod";
import { api } from "@/lib/api-client";

const TranslationProposalsSchema = z.object({
  proposals: z.record(z.string(), z.string()),
  left: z.number().int().min(0),
  dropped: z.array(z.string()),
});

export type TranslationProposals = z.infer<typeof TranslationProposalsSchema>;

/** The AI model's proposals for the language's missing and stale texts of the saved resume; nothing is saved. */
export const proposeTranslations = (resumeId: string, language: string): Promise<TranslationProposals> =>
  api.post(
    `/resume/${encodeURIComponent(resumeId)}/translations/${encodeURIComponent(language)}/ai`,
    TranslationProposalsSchema,
  );
