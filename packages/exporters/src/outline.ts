import { type ItemKind, isRtlLocale, itemKindOfRef, type ResumeData, resolveSectionRef } from "@vitae/schema";
import {
  itemView,
  mergedSections,
  pdfMetadata,
  printablePageIndexes,
  safeHref,
  sanitizeRichText,
  themeColors,
} from "@vitae/templates";

/** A piece of text, linked when it has a safe address. */
export type OutlineLink = { text: string; href?: string };

export type OutlineItem = {
  title: string;
  subtitle: OutlineLink;
  date: string;
  location: string;
  /** Further meta values, e.g. an education's score. */
  extra: string[];
  link?: OutlineLink;
  /** Sanitised rich text (HTML); "" when there is none. */
  summary: string;
  keywords: string[];
};

export type OutlineSection = {
  ref: string;
  name: string;
  /** The summary section's sanitised rich text; "" for a list section. */
  content: string;
  items: OutlineItem[];
};

export type OutlinePicture = { url: string; width: number; height: number };

/**
 * What every text export writes, in the printed resume's reading order: the header, then each printable section of
 * each printable page (main column, then sidebar), hidden sections and items and sections outside the layout left
 * out, exactly as the templates decide it.
 */
export type ResumeOutline = {
  name: string;
  headline: string;
  contacts: OutlineLink[];
  picture?: OutlinePicture;
  sections: OutlineSection[];
  locale: string;
  rtl: boolean;
  /** Document properties, as the printed PDF has them. */
  properties: { title: string; author: string; subject: string; keywords: string[] };
  colors: { primary: string; text: string };
  font: { family: string; sizePx: number; lineHeight: number };
  page: { format: "a4" | "letter"; marginPx: number };
};

const linkOf = (text: string, href: string): OutlineLink => {
  const safe = safeHref(href);
  const label = text.trim() === "" ? (safe ?? "") : text.trim();
  return safe === undefined ? { text: label } : { text: label, href: safe };
};

/** The header's contact details in the templates' order: e-mail, phone, location, link, custom fields. */
const contactsOf = (data: ResumeData): OutlineLink[] => {
  const { basics } = data;
  const contacts: OutlineLink[] = [];
  const email = basics.email.trim();
  const phone = basics.phone.trim();
  if (email !== "") contacts.push({ text: email, href: `mailto:${email}` });
  if (phone !== "") contacts.push({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
  if (basics.location.trim() !== "") contacts.push({ text: basics.location.trim() });
  if (basics.url.href.trim() !== "" || basics.url.label.trim() !== "")
    contacts.push(linkOf(basics.url.label, basics.url.href));
  for (const field of basics.customFields) {
    const name = field.name.trim();
    const value = field.value.trim();
    if (name === "" && value === "") continue;
    if (safeHref(value) !== undefined && !value.startsWith("tel:")) contacts.push(linkOf(name, value));
    else contacts.push({ text: name === "" ? value : `${name}: ${value}` });
  }
  return contacts.filter((contact) => contact.text !== "");
};

const itemOf = (kind: ItemKind, item: { id: string } & object): OutlineItem => {
  const view = itemView(kind, item);
  const link = view.url.href.trim() === "" ? undefined : linkOf(view.url.label, view.url.href);
  const subtitleHref = safeHref(view.subtitleHref);
  return {
    title: view.title,
    subtitle:
      subtitleHref === undefined ? { text: view.subtitle } : { text: view.subtitle, href: subtitleHref },
    date: view.date,
    location: view.location,
    extra: view.extra,
    ...(link === undefined || link.text === "" ? {} : { link }),
    summary: view.summary.trim() === "" ? "" : sanitizeRichText(view.summary),
    keywords: view.keywords.map((word) => word.trim()).filter((word) => word !== ""),
  };
};

const sectionOf = (data: ResumeData, ref: string): OutlineSection | null => {
  const resolved = resolveSectionRef(data, ref);
  if (resolved === null) return null;
  const name = resolved.section.name.trim();
  if (resolved.kind === "summary")
    return { ref, name, content: sanitizeRichText(resolved.section.content), items: [] };
  const kind = itemKindOfRef(ref);
  if (kind === null) return null;
  const items: readonly ({ id: string; visible: boolean } & object)[] = resolved.section.items;
  return {
    ref,
    name,
    content: "",
    items: items.filter((item) => item.visible).map((item) => itemOf(kind, item)),
  };
};

/** The printable section refs in reading order, each once. */
const printedRefs = (data: ResumeData): string[] => [
  ...new Set(printablePageIndexes(data).flatMap((page) => mergedSections(data, page))),
];

export const resumeOutline = (data: ResumeData): ResumeOutline => {
  const { basics, metadata } = data;
  const { picture } = basics;
  const metadataOfPdf = pdfMetadata(data);
  const colors = themeColors(data);
  return {
    name: basics.name.trim(),
    headline: basics.headline.trim(),
    contacts: contactsOf(data),
    ...(picture.url.trim() === "" || picture.effects.hidden || picture.size <= 0
      ? {}
      : {
          picture: {
            url: picture.url.trim(),
            width: picture.size,
            height: Math.round(picture.size / picture.aspectRatio),
          },
        }),
    sections: printedRefs(data)
      .map((ref) => sectionOf(data, ref))
      .filter((section) => section !== null),
    locale: metadata.locale,
    rtl: isRtlLocale(metadata.locale),
    properties: {
      title: metadataOfPdf.title,
      author: metadataOfPdf.author,
      subject: metadataOfPdf.subject,
      keywords: metadataOfPdf.keywords,
    },
    colors: { primary: colors.primary, text: colors.text },
    font: {
      family: metadata.typography.font.family,
      sizePx: metadata.typography.font.size,
      lineHeight: metadata.typography.lineHeight,
    },
    page: { format: metadata.page.format, marginPx: metadata.page.margin },
  };
};

/** An item's second line: date, location, further meta. */
export const itemMeta = (item: OutlineItem): string[] =>
  [item.date, item.location, ...item.extra].filter((part) => part.trim() !== "");
