import type { ResumeData } from "@vitae/schema";

/** The PDF's document information: what file managers, search and applicant-tracking systems show and index. */
export type PdfMetadata = {
  /** "Name — headline" (the name alone without a headline; "Resume" without either). */
  title: string;
  author: string;
  subject: string;
  /** The skills' names and keywords, once each, in resume order. */
  keywords: string[];
  creator: string;
};

export const pdfMetadata = (data: ResumeData): PdfMetadata => {
  const name = data.basics.name.trim();
  const headline = data.basics.headline.trim();
  const title = [name, headline].filter((part) => part !== "").join(" — ") || "Resume";
  const skills = data.sections.skills;
  const keywords = new Map<string, string>();
  if (skills.visible) {
    for (const skill of skills.items) {
      if (!skill.visible) continue;
      for (const word of [skill.name, ...skill.keywords]) {
        const trimmed = word.trim();
        if (trimmed !== "" && !keywords.has(trimmed.toLowerCase()))
          keywords.set(trimmed.toLowerCase(), trimmed);
      }
    }
  }
  return {
    title,
    author: name,
    subject: headline === "" ? "Resume" : headline,
    keywords: [...keywords.values()],
    creator: "Vitae",
  };
};
