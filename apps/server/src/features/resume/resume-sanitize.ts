import { mapRichTexts, type ResumeData } from "@vitae/schema";
// The templates render rich text through the same function, so what is stored is exactly what prints.
import { sanitizeRichText } from "@vitae/templates";

/*
 * The builder saves the whole resume after every edit, so nearly every rich-text field arrives unchanged from the
 * previous save, and sanitising costs about as much as validating the whole resume. Recent results are therefore
 * remembered: short strings only, a bounded number, oldest out first (a few MiB at most).
 */
const rememberedLimit = 1000;
const rememberedMaxLength = 4096;
const remembered = new Map<string, string>();

const sanitize = (html: string): string => {
  if (html.length > rememberedMaxLength) return sanitizeRichText(html);
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  if (remembered.size >= rememberedLimit) {
    const oldest = remembered.keys().next();
    if (oldest.done !== true) remembered.delete(oldest.value);
  }
  remembered.set(html, clean);
  return clean;
};

/**
 * A copy of the resume whose rich-text fields (the summary section's content and every item's rich-text
 * fields as the section registry names them, custom sections included) keep only the templates' allow-list: no
 * scripts, event handlers or `javascript:` links can be stored, so none can reach the public page. Every other
 * string (names, descriptions, dates…) is plain text that the templates escape, so it is left as typed.
 */
export const sanitizeResumeData = (data: ResumeData): ResumeData => mapRichTexts(data, sanitize);
