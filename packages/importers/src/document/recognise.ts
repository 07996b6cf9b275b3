import {
  createEmptyResumeData,
  createId,
  type ItemKind,
  itemFieldsOf,
  type LocaleId,
  localeIds,
  resumeText,
} from "@vitae/schema";
import { type CustomSectionDraft, finish, type ImportResult, Warnings } from "../shared/result.ts";
import { escapeHtml } from "../shared/text.ts";
import { escapeRegExp } from "./dates.ts";
import { readGrid } from "./grid.ts";
import { readHeader } from "./header.ts";
import { buildItem, isProse, joinWrappedTitles, richTextOf, splitItems } from "./items.ts";
import { cleanText, type DocLine } from "./lines.ts";
import { type SectionKind, sectionOfHeading } from "./section-names.ts";

/** "Page 2 of 3" in any of the app's languages, or "2 / 3": the printed page footer, not the resume's text. */
const pageFooter = (): RegExp => {
  const patterns = new Set(
    localeIds.map((locale) =>
      escapeRegExp(resumeText(locale).page)
        .replace("\\{\\{page\\}\\}", "\\d+")
        .replace("\\{\\{pages\\}\\}", "\\d+"),
    ),
  );
  return new RegExp(`^(?:${[...patterns, "\\d+\\s*/\\s*\\d+", "-\\s*\\d+\\s*-"].join("|")})$`, "iu");
};
let footer: RegExp | undefined;
const isPageFooter = (text: string): boolean => {
  footer ??= pageFooter();
  return footer.test(cleanText(text));
};

/**
 * A heading as the resume names its section. Small capitals and CSS upper case come out of a PDF as capitals
 * ("WORK HISTORY"): those are written in title case, since the heading was almost surely typed that way.
 */
const headingName = (text: string): string => {
  const name = cleanText(text);
  if (name !== name.toLocaleUpperCase() || name === name.toLocaleLowerCase()) return name;
  return name
    .toLocaleLowerCase()
    .replace(
      /(^|[\s(/-])(\p{L})/gu,
      (_whole, before: string, letter: string) => before + letter.toLocaleUpperCase(),
    )
    .replace(/\b(And|Of|The|In|For|On|At|To)\b/g, (word, _w, offset: number) =>
      offset === 0 ? word : word.toLowerCase(),
    );
};

/**
 * A heading set in the margin beside its section's first line ("Experience    Quillpay    2021 – Present") is
 * read as the heading, then that line.
 */
const splitMarginHeading = (line: DocLine, index: number, lines: readonly DocLine[]): DocLine[] => {
  const [first, ...rest] = marginParts(line, lines[index + 1]);
  if (first === undefined || rest.length === 0 || line.bullet || sectionOfHeading(first) === undefined)
    return [line];
  // A label in running text ("Tools: Figma, Sketch.") is not a heading in the margin.
  if (/:$/.test(first)) return [line];
  const [headingStyle, ...restStyles] = line.partStyles ?? [];
  // Where the file tells the parts' styles, the heading stands out from what follows it ("Portfolio  Full UK
  // driving licence" in a row of contacts is not a heading).
  const next = restStyles[0];
  if (
    headingStyle !== undefined &&
    next !== undefined &&
    line.heading === undefined &&
    !(headingStyle.size > next.size + 0.05 || (headingStyle.bold && !next.bold))
  )
    return [line];
  return [
    { ...line, ...headingStyle, text: first, parts: [first], partStyles: undefined, bullet: false },
    // Where the rest starts is not known: no indent, so its item is not measured against the margin. Its style is
    // its own where the file tells it, else plain: never the heading's, or it would pass for a heading too.
    {
      ...line,
      text: rest.join(" "),
      parts: rest,
      partStyles: restStyles.length > 1 ? restStyles : undefined,
      size: Math.max(...restStyles.map((style) => style.size), restStyles.length === 0 ? 1 : 0),
      gap: 0,
      heading: undefined,
      bold: restStyles.length > 0 && restStyles.every((style) => style.bold),
      indent: undefined,
    },
  ];
};

/**
 * A line's parts, or for a one-part line set in the margin (the lines after it start well to its right) that begins
 * with a section's name and goes on ("Certificates Certified Kubernetes Administrator"), that name and the rest:
 * a heading too close to its first entry for the gap between them to show.
 */
const marginParts = (line: DocLine, next: DocLine | undefined): string[] => {
  // A heading as a whole (tagged, or in capitals: "OPEN SOURCE CONTRIBUTIONS") is not a name and more.
  if (
    line.parts.length > 1 ||
    line.heading !== undefined ||
    line.text === line.text.toLocaleUpperCase() ||
    sectionOfHeading(line.text) !== undefined
  )
    return line.parts;
  if (line.indent === undefined || next?.indent === undefined || next.indent - line.indent < 3)
    return line.parts;
  const words = line.text.split(" ");
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    const name = words.slice(0, count).join(" ");
    if (sectionOfHeading(name) !== undefined) return [name, words.slice(count).join(" ")];
  }
  return line.parts;
};

type Section = { kind: SectionKind; name: string; lines: DocLine[]; where: string };

const styleOf = (line: DocLine): string => `${Math.round(line.size * 10)}:${line.bold}`;

/** The style most of the text has: the body's. */
const bodyStyleOf = (lines: readonly DocLine[]): string => {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + line.text.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "10:false";
};

const looksLikeHeading = (line: DocLine): boolean =>
  !line.bullet && line.text.length <= 48 && !/[.,;]$/.test(line.text) && line.parts.length === 1;

/**
 * Which lines head sections. A line naming a section (in any language of the app, or an English synonym) heads
 * one; so does any other short line styled like those (the same size and weight, or the same heading level the
 * file marks), as a custom section. Without any named section, the layout alone decides: lines larger or bolder
 * than the body, set apart.
 */
const findHeadings = (lines: readonly DocLine[], bodyStyle: string): Map<number, SectionKind> => {
  const headings = new Map<number, SectionKind>();
  const styles = new Set<string>();
  const levels = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const known = looksLikeHeading(line) ? sectionOfHeading(line.text) : undefined;
    if (known === undefined || index === 0) continue;
    headings.set(index, known.kind);
    styles.add(styleOf(line));
    if (line.heading !== undefined) levels.add(line.heading);
  }
  for (const [index, line] of lines.entries()) {
    if (headings.has(index) || index === 0 || !looksLikeHeading(line)) continue;
    const sameLevel = line.heading !== undefined && levels.has(line.heading);
    const sameStyle = styles.has(styleOf(line)) && styleOf(line) !== bodyStyle && levels.size === 0;
    if (sameLevel || sameStyle) headings.set(index, "custom");
  }
  return headings;
};

/** The language most named headings are in, when it is not English. */
const languageOf = (sections: readonly Section[]): LocaleId => {
  const counts = new Map<string, number>();
  for (const section of sections) {
    const locale = sectionOfHeading(section.name)?.locale;
    if (locale !== undefined) counts.set(locale, (counts.get(locale) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return (localeIds as readonly string[]).includes(best?.[0] ?? "") ? (best?.[0] as LocaleId) : "en-US";
};

export type RecogniseOptions = {
  /** What the warnings call the source: "PDF" or "Word document". */
  source: string;
};

/**
 * A resume recognised in a document's lines: the header's fields, then each section by its heading, its items
 * and their fields by the section registry. Every line ends up somewhere: what fits no field is kept in a custom
 * section "Imported text" (in the resume's language), and a warning names it.
 */
export const recogniseResume = (lines: readonly DocLine[], { source }: RecogniseOptions): ImportResult => {
  const warnings = new Warnings();
  const content = lines
    .filter((line) => cleanText(line.text) !== "" && !isPageFooter(line.text))
    .flatMap(splitMarginHeading);
  const bodyStyle = bodyStyleOf(content);
  const headings = findHeadings(content, bodyStyle);
  const firstHeading = headings.size === 0 ? content.length : Math.min(...headings.keys());
  const sections: Section[] = [];
  for (const [index, line] of content.entries()) {
    const kind = headings.get(index);
    if (kind !== undefined)
      sections.push({ kind, name: headingName(line.text), lines: [], where: line.where });
    else if (index > firstHeading) sections[sections.length - 1]?.lines.push(line);
  }
  // The header: the lines above the first heading, or without headings the top lines up to the first prose.
  let headerLines = content.slice(0, firstHeading);
  const imported: { where: string; text: string }[] = [];
  if (headings.size === 0) {
    const end = headerLines.findIndex(
      (line, index) => index > 0 && (isProse(line) || line.bullet || line.gap > 1.2),
    );
    const rest = headerLines.slice(end === -1 ? headerLines.length : end);
    headerLines = headerLines.slice(0, end === -1 ? headerLines.length : end);
    if (rest.length > 0) {
      warnings.add(
        "",
        `No section headings were found in this ${source}: the text after the header is kept as imported text`,
      );
      sections.push({ kind: "custom", name: "", lines: rest, where: rest[0]?.where ?? "" });
    }
  }
  const header = readHeader(headerLines);
  const summaryNamed = sections.some((section) => section.kind === "summary");
  if (header.name === "") warnings.add("basics.name", `No name was recognised in the ${source}`);
  for (const entry of header.leftover) imported.push(entry);

  const locale = languageOf(sections);
  const data = createEmptyResumeData();
  data.metadata.locale = locale;
  data.basics = {
    ...data.basics,
    name: header.name,
    headline: header.headline,
    email: header.email,
    phone: header.phone,
    location: header.location,
    url: header.url,
    customFields: header.customFields,
  };
  const customSections: CustomSectionDraft[] = [];
  const seen = new Set<SectionKind>();
  const addItem = (kind: ItemKind, fields: Record<string, unknown>) => {
    if (kind === "custom") return;
    (data.sections[kind].items as unknown[]).push({ id: createId(), ...fields });
  };
  for (const profile of header.profiles) addItem("profiles", { ...profile, icon: "" });
  // Running text under the name is the summary when no section is one; else it is kept as imported text.
  if (!summaryNamed) data.sections.summary.content = richTextOf(header.summary);
  else imported.push(...header.summary.map((line) => ({ where: line.where, text: cleanText(line.text) })));

  for (const section of sections) {
    const path = section.name === "" ? "" : `sections.${section.kind}`;
    if (section.name === "" && section.kind === "custom") {
      imported.push(...section.lines.map((line) => ({ where: line.where, text: cleanText(line.text) })));
      continue;
    }
    // A second section of a kind already filled (two "Experience" headings) becomes a custom section.
    const kind: SectionKind = seen.has(section.kind) && section.kind !== "summary" ? "custom" : section.kind;
    seen.add(kind);
    if (kind === "summary") {
      data.sections.summary.name = section.name;
      data.sections.summary.content += richTextOf(section.lines);
      continue;
    }
    const hasKeywords = itemFieldsOf(kind).some((field) => field.kind === "keywords");
    const items = splitItems(joinWrappedTitles(readGrid(section.lines)), bodyStyle, hasKeywords).map(
      (lines) => ({
        lines,
        built: buildItem(kind, lines),
      }),
    );
    const kept: Record<string, unknown>[] = [];
    for (const { lines, built } of items) {
      const required = itemFieldsOf(kind).filter((field) => field.required !== undefined);
      const missing = required.filter((field) => String(built.fields[field.name] ?? "") === "");
      if (missing.length > 0) {
        // An item without what its kind requires (a job without a company) is kept as text, not lost.
        imported.push(...lines.map((line) => ({ where: line.where, text: cleanText(line.text) })));
        warnings.add(
          path,
          `An entry under "${section.name}" had no ${missing.map((field) => field.required).join(", ")}: kept as imported text (${lines[0]?.where ?? ""})`,
        );
        continue;
      }
      const empty = Object.values(built.fields).every(
        (value) => value === "" || (Array.isArray(value) && value.length === 0) || value === undefined,
      );
      if (built.leftover.length > 0) {
        imported.push(...built.leftover.map((text) => ({ where: lines[0]?.where ?? "", text })));
        warnings.add(path, `Text under "${section.name}" fits no field: kept as imported text`);
      }
      // An entry made only of text that fit no field is that text, not an empty entry.
      if (!empty) kept.push(built.fields);
    }
    if (kind === "custom") {
      customSections.push({ name: section.name, items: kept });
      warnings.add(
        `sections.custom`,
        `"${section.name}" is not a section Vitae knows: imported as a custom section`,
      );
    } else {
      data.sections[kind].name = section.name;
      for (const fields of kept) addItem(kind, fields);
    }
  }
  if (imported.length > 0) {
    const name = resumeText(locale).importedText;
    customSections.push({
      name,
      items: [{ name: "", summary: imported.map(({ text }) => `<p>${escapeHtml(text)}</p>`).join("") }],
    });
    warnings.add(
      "",
      `${imported.length} piece(s) of text were not recognised: they are in the section "${name}" (${[...new Set(imported.map(({ where }) => where))].slice(0, 5).join("; ")})`,
    );
  }
  return finish(data, warnings, customSections);
};
