import { pageFormats } from "@vitae/schema";
import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LineRuleType,
  Packer,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from "docx";
import { complexScriptFont, docxFontFamily, eastAsianFontOf } from "./docx-fonts.ts";
import type { OutlineItem, OutlineLink, ResumeOutline } from "./outline.ts";
import { richTextToDocx } from "./rich-text.ts";

/** An image Word can show, as the server read it from storage. */
export type DocxPicture = { data: Uint8Array; type: "png" | "jpg" | "gif" | "bmp" };

export type DocxOptions = {
  /**
   * Reads the picture at a resume's picture address (storage, or any address the server may fetch); undefined
   * leaves the picture out. The package reads nothing itself: data URLs of PNG, JPEG and GIF are decoded without it.
   */
  loadPicture?: (url: string) => Promise<DocxPicture | undefined>;
};

const twipsPerMm = 1440 / 25.4;
/** A CSS pixel is 1/96 inch: 15 twips, or 3/4 of a point. */
const twipsPerPx = 15;

const dataUrlTypes: Record<string, DocxPicture["type"]> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "image/gif": "gif",
  "image/bmp": "bmp",
};

const pictureFromDataUrl = (url: string): DocxPicture | undefined => {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  const type = match?.[1] === undefined ? undefined : dataUrlTypes[match[1].toLowerCase()];
  if (match?.[2] === undefined || type === undefined) return undefined;
  return { data: Uint8Array.from(atob(match[2].replace(/\s/g, "")), (char) => char.charCodeAt(0)), type };
};

const hex = (color: string): string => color.replace(/^#/, "").toUpperCase();

type Context = {
  outline: ResumeOutline;
  rtl: boolean;
  /** Where a right tab stop puts the dates: the text's width. */
  textWidth: number;
};

const run = (context: Context, text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new TextRun({ text, ...options, ...(context.rtl ? { rightToLeft: true } : {}) });

/** A date after a tab, which the item's right tab stop aligns with the text's edge. */
const dateRun = (context: Context, date: string) =>
  new TextRun({ children: [new Tab(), date], ...(context.rtl ? { rightToLeft: true } : {}) });

const linked = (context: Context, link: OutlineLink, options: { bold?: boolean } = {}): ParagraphChild =>
  link.href === undefined
    ? run(context, link.text, options)
    : new ExternalHyperlink({
        link: link.href,
        children: [
          new TextRun({
            text: link.text,
            style: "Hyperlink",
            ...options,
            ...(context.rtl ? { rightToLeft: true } : {}),
          }),
        ],
      });

/** Runs of parts with a separator between them. */
const joined = (context: Context, parts: ParagraphChild[], separator: string): ParagraphChild[] =>
  parts.flatMap((part, index) => (index === 0 ? [part] : [run(context, separator), part]));

const paragraph = (context: Context, children: ParagraphChild[], options: object = {}) =>
  new Paragraph({ children, ...(context.rtl ? { bidirectional: true } : {}), ...options });

/** An item's heading: title and subtitle, its date at a right tab stop; then its location and further meta. */
const itemParagraphs = (
  context: Context,
  item: OutlineItem,
): (Paragraph | ReturnType<typeof richTextToDocx>[number])[] => {
  const headingParts: ParagraphChild[] = [];
  if (item.title !== "") headingParts.push(run(context, item.title, { bold: true }));
  if (item.subtitle.text !== "") {
    if (headingParts.length > 0) headingParts.push(run(context, " — "));
    headingParts.push(linked(context, item.subtitle));
  }
  const paragraphs = [];
  if (headingParts.length > 0 || item.date !== "") {
    paragraphs.push(
      paragraph(context, [...headingParts, ...(item.date === "" ? [] : [dateRun(context, item.date)])], {
        keepNext: true,
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: context.textWidth }],
      }),
    );
  }
  const meta = [item.location, ...item.extra].filter((part) => part.trim() !== "");
  const metaParts: ParagraphChild[] = meta.map((part) => run(context, part, { italics: true }));
  if (item.link !== undefined) metaParts.push(linked(context, item.link));
  if (metaParts.length > 0)
    paragraphs.push(paragraph(context, joined(context, metaParts, " · "), { keepNext: true }));
  if (item.summary !== "")
    paragraphs.push(...richTextToDocx(item.summary, { lang: context.outline.locale, rtl: context.rtl }));
  if (item.keywords.length > 0) paragraphs.push(paragraph(context, [run(context, item.keywords.join(", "))]));
  return paragraphs;
};

const pictureParagraph = async (outline: ResumeOutline, options: DocxOptions, context: Context) => {
  const { picture } = outline;
  if (picture === undefined) return [];
  const image = pictureFromDataUrl(picture.url) ?? (await options.loadPicture?.(picture.url));
  if (image === undefined) return [];
  return [
    paragraph(context, [
      new ImageRun({
        type: image.type,
        data: image.data,
        transformation: { width: picture.width, height: picture.height },
        altText: { name: "Picture", title: outline.name, description: outline.name },
      }),
    ]),
  ];
};

/**
 * A resume as a Word document: one column, the name as Heading 1 and each section as Heading 2 (what Word's
 * navigation pane and screen readers list), dates at a right tab stop, the theme's colour on the headings, the
 * resume's font when it is a common one, its page size and margins, its language and direction.
 */
export const exportDocx = async (outline: ResumeOutline, options: DocxOptions = {}): Promise<Uint8Array> => {
  const { page, font, colors, locale } = outline;
  const size = pageFormats[page.format];
  const width = Math.round(size.width * twipsPerMm);
  const height = Math.round(size.height * twipsPerMm);
  const margin = Math.round(page.marginPx * twipsPerPx);
  const context: Context = { outline, rtl: outline.rtl, textWidth: width - 2 * margin };
  const family = docxFontFamily(font.family);
  const eastAsia = eastAsianFontOf(locale);
  const halfPoints = Math.round(font.sizePx * 0.75 * 2);
  const primary = hex(colors.primary);

  const header: Paragraph[] = [...(await pictureParagraph(outline, options, context))];
  if (outline.name !== "")
    header.push(paragraph(context, [run(context, outline.name)], { heading: HeadingLevel.HEADING_1 }));
  if (outline.headline !== "")
    header.push(paragraph(context, [run(context, outline.headline, { bold: true })]));
  if (outline.contacts.length > 0)
    header.push(
      paragraph(
        context,
        joined(
          context,
          outline.contacts.map((contact) => linked(context, contact)),
          " · ",
        ),
      ),
    );

  const body = outline.sections.flatMap((section) => [
    paragraph(context, [run(context, section.name)], { heading: HeadingLevel.HEADING_2 }),
    ...(section.content === "" ? [] : richTextToDocx(section.content, { lang: locale, rtl: context.rtl })),
    ...section.items.flatMap((item) => itemParagraphs(context, item)),
  ]);

  const document = new Document({
    title: outline.properties.title,
    subject: outline.properties.subject,
    creator: outline.properties.author || "Vitae",
    lastModifiedBy: "Vitae",
    keywords: outline.properties.keywords.join(", "),
    description: outline.properties.subject,
    styles: {
      default: {
        document: {
          run: {
            font: {
              ascii: family,
              hAnsi: family,
              cs: complexScriptFont,
              eastAsia: eastAsia ?? family,
              ...(eastAsia === undefined ? {} : { hint: "eastAsia" }),
            },
            size: halfPoints,
            sizeComplexScript: halfPoints,
            color: hex(colors.text),
            language: {
              value: locale,
              ...(eastAsia === undefined ? {} : { eastAsia: locale }),
              ...(outline.rtl ? { bidirectional: locale } : {}),
            },
          },
          paragraph: {
            spacing: {
              line: Math.round(240 * Math.max(1, Math.min(font.lineHeight, 2))),
              lineRule: LineRuleType.AUTO,
            },
          },
        },
        heading1: {
          run: { font: family, size: halfPoints * 2, bold: true, color: primary },
          paragraph: { spacing: { after: 60 } },
        },
        heading2: {
          run: { font: family, size: Math.round(halfPoints * 1.3), bold: true, color: primary },
          paragraph: {
            spacing: { before: 240, after: 80 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: primary, space: 1 } },
          },
        },
        hyperlink: { run: { color: primary, underline: {} } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width, height },
            margin: { top: margin, right: margin, bottom: margin, left: margin, header: 0, footer: 0 },
          },
          ...(outline.rtl ? { bidi: true } : {}),
        },
        children: [...header, ...body],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
};
