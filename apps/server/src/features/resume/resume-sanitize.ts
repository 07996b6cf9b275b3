import { mapRichTexts, type ResumeData } from "@vitae/schema";
// The templates render rich text through the same function, so what is stored is exactly what prints (and it
// remembers recent texts: a save brings back nearly all of them unchanged).
import { sanitizeRichText } from "@vitae/templates";

/**
 * A copy of the resume whose rich-text fields (the summary section's content and every item's rich-text
 * fields as the section registry names them, custom sections included) keep only the templates' allow-list: no
 * scripts, event handlers or `javascript:` links can be stored, so none can reach the public page. Every other
 * string (names, descriptions, dates…) is plain text that the templates escape, so it is left as typed.
 */
export const sanitizeResumeData = (data: ResumeData): ResumeData => mapRichTexts(data, sanitizeRichText);
