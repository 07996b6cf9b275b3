import { defaultSectionNames, itemFieldsOf, type ResumeData, type SectionKey } from "@vitae/schema";
import { htmlToSummaryAndHighlights } from "../shared/html-text.ts";
import { type ExtensionEntry, type ItemMapping, itemMappings, sameJson, writeResume } from "./extension.ts";

/** A section as the resume names it (`basics` has no name of its own: the builder calls it Basics). */
export type OmittedIn = { key: SectionKey | "basics"; name: string };

/** What other JSON Resume tools will not show of a resume; Vitae keeps all of it in `meta.vitae`. */
export type JsonResumeOmissions = {
  /** Shown custom sections that have shown items. */
  customSections: string[];
  /** Basics' custom fields with a value. */
  customFields: number;
  /** Shown Internship items: other tools list them as work experience. */
  internships: { section: string; count: number } | undefined;
  /** Shown sections named otherwise than a new resume names them (themes print their own headings). */
  sectionNames: string[];
  /** Hidden items, items of hidden sections, a hidden summary or picture. */
  hidden: number;
  /** Fields of shown items JSON Resume has no place for, by section, as Vitae's field names (`location`, `urlLabel`). */
  fields: (OmittedIn & { fields: string[] })[];
  /** Shown texts with bold, italics, links or other inline formatting, which JSON Resume's plain text drops. */
  formatting: number;
  /** Private notes travel in the file. */
  notes: boolean;
};

const blank = (value: unknown): unknown =>
  typeof value === "string" ? "" : Array.isArray(value) ? [] : typeof value === "number" ? 0 : value;

/** Inline formatting JSON Resume's plain text cannot hold. */
const formatted = (html: string): boolean => /<(strong|b|em|i|u|s|del|a|code|mark|sub|sup)[\s>]/i.test(html);

/** Only the lists of rich text: what is left when the text around them has no place. */
const listsOf = (html: string): string =>
  [...html.matchAll(/<(ul|ol)[^>]*>[\s\S]*?<\/\1>/gi)].map((match) => match[0]).join("");

type Tally = { fields: Set<string>; formatting: number };

/** Sorts the fields the extension had to keep for one written item: lost from sight, or only its formatting. */
const tallyItem = (mapping: ItemMapping, item: Record<string, unknown>, extra: object, tally: Tally) => {
  const { write } = mapping;
  const written = write(item);
  const withField = (field: string, value: unknown) => sameJson(write({ ...item, [field]: value }), written);
  const kinds = new Map(itemFieldsOf(mapping.key).map((field) => [field.name, field.kind]));
  for (const field of Object.keys(extra)) {
    const value = item[field];
    const kind = kinds.get(field);
    if (kind === undefined) continue;
    if (kind === "url") {
      const { label, href } = value as { label: string; href: string };
      if (href !== "" && withField(field, { label, href: "" })) tally.fields.add(field);
      if (label !== "") tally.fields.add("urlLabel");
    } else if (kind === "richText" && typeof value === "string") {
      const outside = htmlToSummaryAndHighlights(value).summary;
      if (outside !== "" && withField(field, listsOf(value))) tally.fields.add(field);
      else if (formatted(value)) tally.formatting += 1;
    } else if (withField(field, blank(value))) tally.fields.add(field);
  }
};

/** What a JSON Resume export of the resume leaves to Vitae alone, for the builder's Export panel. */
export const jsonResumeOmissions = (data: ResumeData): JsonResumeOmissions => {
  const { sections, basics, metadata } = data;
  const { extension } = writeResume(data);
  let hidden = 0;
  let formatting = 0;
  const fields: JsonResumeOmissions["fields"] = [];
  for (const mapping of itemMappings) {
    const section = sections[mapping.key];
    const entries = (extension.sections?.[mapping.key]?.items ?? []) as ExtensionEntry[];
    const tally: Tally = { fields: new Set(), formatting: 0 };
    entries.forEach((entry, index) => {
      if (entry.at === undefined) hidden += 1;
      else if (entry.item !== undefined) {
        const item = section.items[index] as unknown as Record<string, unknown>;
        tallyItem(mapping, item, entry.item, tally);
      }
    });
    formatting += tally.formatting;
    if (tally.fields.size > 0)
      fields.push({ key: mapping.key, name: section.name, fields: [...tally.fields] });
  }

  const extraBasics = extension.basics ?? {};
  if ("url" in extraBasics && basics.url.label !== "")
    fields.unshift({ key: "basics", name: "", fields: ["urlLabel"] });
  if (basics.picture.effects.hidden && basics.picture.url !== "") hidden += 1;
  const summary = sections.summary;
  if (summary.content !== "") {
    if (!summary.visible) hidden += 1;
    else if (formatted(summary.content)) formatting += 1;
  }

  const custom = Object.values(sections.custom);
  for (const section of custom)
    hidden += section.visible ? section.items.filter((item) => !item.visible).length : section.items.length;

  const shown = (key: SectionKey) => {
    const section = sections[key];
    if (!section.visible) return false;
    return "items" in section ? section.items.some((item) => item.visible) : section.content !== "";
  };
  const internship = sections.internship;
  const internships = shown("internship") ? internship.items.filter((item) => item.visible).length : 0;
  return {
    customSections: custom
      .filter((section) => section.visible && section.items.some((item) => item.visible))
      .map((section) => section.name),
    customFields: basics.customFields.filter((field) => field.value !== "").length,
    internships: internships === 0 ? undefined : { section: internship.name, count: internships },
    sectionNames: (Object.keys(defaultSectionNames) as SectionKey[])
      .filter((key) => shown(key) && sections[key].name !== defaultSectionNames[key])
      .map((key) => sections[key].name),
    hidden,
    fields,
    formatting,
    notes: metadata.notes.trim() !== "",
  };
};
