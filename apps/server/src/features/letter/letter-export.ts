import {
  exportDocx,
  exportMarkdown,
  exportPlainText,
  type ResumeOutline,
  resumeOutline,
} from "@vitae/exporters";
import { type ExportFormat, exportContentTypes, slugify } from "@vitae/schema";
import {
  formatLetterDate,
  letterPdfMetadata,
  letterResumeData,
  type RenderableLetter,
} from "@vitae/templates";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const lines = (texts: string[]) => {
  const kept = texts.map((text) => text.trim()).filter((text) => text !== "");
  return kept.length === 0 ? "" : `<p>${kept.map(escapeHtml).join("<br>")}</p>`;
};

/**
 * The letter as the exporters' outline: the header from its look (name, headline, contact, as the resume's
 * exports write it), then one part headed by the subject (a heading is how the exports start a part) holding
 * date, recipient, greeting, body, closing and signature.
 */
export const letterOutline = (letter: RenderableLetter & { title: string }): ResumeOutline => {
  const outline = resumeOutline(letterResumeData(letter));
  const { data } = letter;
  const { recipient } = data;
  const content = [
    lines([formatLetterDate(data.date, data.locale)]),
    lines([recipient.name, recipient.title, recipient.organisation, ...recipient.address.split("\n")]),
    lines([data.greeting]),
    data.body,
    lines([data.closing]),
    lines([data.signature.name]),
  ].join("");
  const metadata = letterPdfMetadata(letter);
  return {
    ...outline,
    properties: { title: metadata.title, author: metadata.author, subject: metadata.subject, keywords: [] },
    sections: [{ ref: "letter", name: data.subject.trim() || letter.title, content, items: [] }],
  };
};

export type ExportedLetter = { body: Buffer; contentType: string; fileName: string };

/** The letter as Word, Markdown or plain text, with the same words the printed letter has. */
export const exportLetter = async (
  letter: RenderableLetter & { title: string },
  format: ExportFormat,
): Promise<ExportedLetter> => {
  const outline = letterOutline(letter);
  const body =
    format === "docx"
      ? Buffer.from(await exportDocx(outline))
      : Buffer.from(format === "md" ? exportMarkdown(outline) : exportPlainText(outline), "utf8");
  return {
    body,
    contentType: exportContentTypes[format],
    fileName: `${slugify(letter.title) || "letter"}.${format}`,
  };
};
