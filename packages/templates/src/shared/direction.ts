import { htmlToLine, isRtlLocale, type ResumeData } from "@vitae/schema";

// Letters of the right-to-left scripts the interface languages use: Hebrew, Arabic (with Persian and Urdu), Syriac,
// Thaana and the Arabic presentation forms.
const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const anyLetter = /\p{L}/gu;

/**
 * The text decides: right to left when most letters of the name, headline and summary are in a right-to-left
 * script, whatever the resume's language says (an English sample under an Arabic locale stays left to right, an
 * Arabic resume under an English one reads naturally). With no text yet, the resume's language decides.
 */
export const resumeDirection = (data: ResumeData): "rtl" | "ltr" => {
  const text = `${data.basics.name} ${data.basics.headline} ${htmlToLine(data.sections.summary.content)}`;
  const letters = text.match(anyLetter)?.length ?? 0;
  if (letters === 0) return isRtlLocale(data.metadata.locale) ? "rtl" : "ltr";
  const rtl = text.match(rtlLetter)?.length ?? 0;
  return rtl / letters > 0.5 ? "rtl" : "ltr";
};
