import { isRtlLocale, type ResumeData } from "@vitae/schema";

// Letters of the right-to-left scripts the interface languages use: Hebrew, Arabic (with Persian and Urdu), Syriac,
// Thaana and the Arabic presentation forms.
const rtlLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const anyLetter = /\p{L}/gu;

/**
 * Right to left when the resume's language is, or when most letters of its name, headline and summary are in a
 * right-to-left script (an Arabic resume kept under an English locale still reads naturally).
 */
export const resumeDirection = (data: ResumeData): "rtl" | "ltr" => {
  if (isRtlLocale(data.metadata.locale)) return "rtl";
  const text = `${data.basics.name} ${data.basics.headline} ${data.sections.summary.content.replace(/<[^>]*>/g, " ")}`;
  const letters = text.match(anyLetter)?.length ?? 0;
  const rtl = text.match(rtlLetter)?.length ?? 0;
  return letters > 0 && rtl / letters > 0.5 ? "rtl" : "ltr";
};
