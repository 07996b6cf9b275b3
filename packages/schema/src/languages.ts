import { z } from "zod";
import { localeIds } from "./locales.ts";

export * from "./locales.ts";

export const LocaleSchema = z.enum(localeIds);

export const LanguageSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  editorCode: z.string().min(1),
  locale: z.string().min(1),
});
export type Language = z.infer<typeof LanguageSchema>;
