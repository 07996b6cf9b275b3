/** @jsxRuntime automatic */
import {
  applyLetterDesign,
  createEmptyResumeData,
  type LetterData,
  type LetterLook,
  letterLookOf,
  type ResumeData,
} from "@vitae/schema";
import type { CSSProperties } from "react";
import type { PdfMetadata } from "./pdf-metadata.ts";
import { getTemplate } from "./registry.ts";
import { resumeDirection } from "./shared/direction.ts";
import { safeImageSrc } from "./shared/sanitize.ts";
import { RichText } from "./shared/text.tsx";
import { themeVariables } from "./shared/theme.ts";
import type { Institution } from "./types.ts";

/** A letter as the templates draw it: its content, and the look of its resume (null: the default design). */
export type RenderableLetter = { data: LetterData; look: LetterLook | null };

/**
 * The letter's sender and design as resume data, so everything a template knows how to do with a resume (its
 * header, theme variables, fonts, page size, print rules) works for the letter unchanged: the look's basics,
 * the look's design with the letter's own choices over it, in the letter's language, without sections.
 */
export const letterResumeData = ({ data, look }: RenderableLetter): ResumeData => {
  const empty = createEmptyResumeData();
  const { basics, metadata } = applyLetterDesign(look ?? letterLookOf(empty), data.design);
  return {
    ...empty,
    basics,
    metadata: { ...empty.metadata, ...metadata, locale: data.locale, layout: [[[], []]] },
  };
};

/** `2026-11-28` as the letter's language writes a date ("28. November 2026"); empty stays empty. */
export const formatLetterDate = (date: string, locale: string): string => {
  if (date === "") return "";
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(day);
};

const nonEmpty = (text: string) => text.trim() !== "";

/** The body every template shares: date, recipient, subject, greeting, body, closing, signature. */
export const LetterBody = ({ data }: { data: LetterData }) => {
  const { recipient, signature } = data;
  const recipientLines = [recipient.name, recipient.title, recipient.organisation, recipient.address].filter(
    nonEmpty,
  );
  const signatureSrc = safeImageSrc(signature.image);
  return (
    <div className="vt-letter-body">
      {nonEmpty(data.date) ? (
        <p className="vt-letter-date" data-field="date">
          <time dateTime={data.date}>{formatLetterDate(data.date, data.locale)}</time>
        </p>
      ) : null}
      {recipientLines.length > 0 ? (
        <address className="vt-letter-recipient" data-field="recipient">
          {recipientLines.map((line, index) => (
            // The lines are the recipient's fields in a fixed order; the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : null}
      {nonEmpty(data.subject) ? (
        <h2 className="vt-letter-subject" data-field="subject">
          {data.subject}
        </h2>
      ) : null}
      {nonEmpty(data.greeting) ? (
        <p className="vt-letter-greeting" data-field="greeting">
          {data.greeting}
        </p>
      ) : null}
      <RichText html={data.body} className="vt-letter-text" field="body" />
      {nonEmpty(data.closing) ? (
        <p className="vt-letter-closing" data-field="closing">
          {data.closing}
        </p>
      ) : null}
      {signatureSrc !== undefined || nonEmpty(signature.name) ? (
        <div className="vt-letter-signature" data-field="signature">
          {signatureSrc === undefined ? null : <img src={signatureSrc} alt={signature.name.trim()} />}
          {nonEmpty(signature.name) ? <p>{signature.name}</p> : null}
        </div>
      ) : null}
    </div>
  );
};

/**
 * The letter's one page: `section.page.vt-page.vt-<template id>.vt-letter`, the template's own header (the
 * one its resume prints) on top, the shared body below.
 */
export const LetterPage = ({
  letter,
  institution,
}: {
  letter: RenderableLetter;
  institution?: Institution;
}) => {
  const data = letterResumeData(letter);
  const template = getTemplate(data.metadata.template);
  const Header = template.header;
  const style = themeVariables(data) as CSSProperties;
  const classes = ["page", "vt-page", `vt-${template.id}`, "vt-letter"];
  if (data.metadata.typography.hideIcons) classes.push("vt-hide-icons");
  return (
    <section
      className={classes.join(" ")}
      data-template={template.id}
      style={style}
      lang={letter.data.locale}
      dir={resumeDirection(data)}
    >
      <Header data={data} {...(institution === undefined ? {} : { institution })} />
      <LetterBody data={letter.data} />
    </section>
  );
};

/**
 * The letter's layout, the same for every template (the header is the template's own). A sidebar template's
 * header, printed across the page here, keeps its colours and fonts; the letter reads in one column.
 */
export const letterCss = `
.vt-page.vt-letter {
  display: flex;
  flex-direction: column;
  gap: calc(var(--vt-line) * 1.25);
  /* Templates whose columns carry the margin (a sidebar band) have none on the page itself. */
  padding: var(--vt-margin);
  background: var(--vt-background);
}
.vt-letter > .vt-header,
.vt-letter > .vt-band,
.vt-letter > .vt-pikachu-letterhead {
  width: auto;
  margin-inline: 0;
}
.vt-letter-body {
  display: flex;
  flex-direction: column;
  gap: var(--vt-line);
}
.vt-letter-date {
  text-align: end;
}
.vt-letter-recipient {
  display: flex;
  flex-direction: column;
  font-style: normal;
  white-space: pre-line;
}
.vt-letter-subject {
  font-size: var(--vt-font-size);
  font-weight: 700;
}
.vt-letter-text {
  display: flex;
  flex-direction: column;
  gap: calc(var(--vt-line) * 0.6);
}
.vt-letter-signature img {
  display: block;
  max-width: 60mm;
  max-height: 22mm;
  margin-block-end: 2mm;
}
`;

/** The letter PDF's document information: whose letter, about what. */
export const letterPdfMetadata = (letter: RenderableLetter): PdfMetadata => {
  const name = letter.look?.basics.name.trim() || letter.data.signature.name.trim();
  const subject = letter.data.subject.trim() || "Cover letter";
  return {
    title: [name, subject].filter(nonEmpty).join(" — "),
    author: name,
    subject,
    keywords: [],
    creator: "Vitae",
  };
};
