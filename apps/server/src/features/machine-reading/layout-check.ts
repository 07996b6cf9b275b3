import { type LayoutCheck, type ResumeData, resolveSectionRef } from "@vitae/schema";
import { contrastRatio, itemView, pageNumberFooterHeightMm, readableOn, themeColors } from "@vitae/templates";
import type { SheetGeometry, TextRun } from "./pdf-geometry.ts";

const ptPerMm = 72 / 25.4;
const pxPerMm = 96 / 25.4;
/** Readable floors: body text 9 pt, margins 10 mm, WCAG AA contrast for body text. */
const minBodyPt = 9;
const minMarginMm = 10;
const minContrast = 4.5;

const round1 = (value: number) => Math.round(value * 10) / 10;
const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("en");

/** The runs of a sheet's own content: the page-number footer (its bottom band) is left out. */
const contentRuns = (sheet: SheetGeometry, data: ResumeData): TextRun[] => {
  if (!data.metadata.page.options.pageNumbers) return sheet.runs;
  const band = sheet.height - pageNumberFooterHeightMm * ptPerMm;
  return sheet.runs.filter((run) => run.top < band);
};

/** The printed sections' layout ids and names (sections with a name only). */
const printedSections = (data: ResumeData): { id: string; name: string }[] =>
  data.metadata.layout.flat(2).flatMap((id) => {
    const resolved = resolveSectionRef(data, id);
    if (resolved === null || !resolved.section.visible) return [];
    const name = resolved.section.name.trim();
    return name === "" ? [] : [{ id, name }];
  });

/** Where a section's "start on a new page" switch is stored. */
const pageBreakPath = (id: string): string =>
  id.startsWith("custom.")
    ? `sections.custom.${id.slice("custom.".length)}.pageBreakBefore`
    : `sections.${id}.pageBreakBefore`;

/** The items with these ids, in layout order: each one's title and where its "keep together" switch is stored. */
const itemsWithIds = (data: ResumeData, ids: readonly string[]): { name: string; path: string }[] =>
  data.metadata.layout.flat(2).flatMap((ref) => {
    const resolved = resolveSectionRef(data, ref);
    if (resolved === null || resolved.kind === "summary" || !resolved.section.visible) return [];
    const kind = resolved.kind === "custom" ? "custom" : resolved.key;
    const base = resolved.kind === "custom" ? `sections.custom.${resolved.id}` : `sections.${resolved.key}`;
    const items: readonly ({ id: string } & object)[] = resolved.section.items;
    return items.flatMap((item, index) =>
      ids.includes(item.id)
        ? [{ name: itemView(kind, item).title.trim(), path: `${base}.items.${index}.keepTogether` }]
        : [],
    );
  });

/** A section heading printed last in its column on a sheet that is not the last one. */
const headingsAtPageEnd = (sheets: SheetGeometry[], data: ResumeData): { id: string; name: string }[] => {
  const sections = printedSections(data);
  const found: { id: string; name: string }[] = [];
  sheets.slice(0, -1).forEach((sheet) => {
    const runs = contentRuns(sheet, data);
    for (const run of runs) {
      const section = sections.find((candidate) => normalize(candidate.name) === normalize(run.text));
      if (section === undefined) continue;
      const below = runs.some(
        (other) =>
          other !== run &&
          other.top > run.top + run.size * 0.5 &&
          other.x < run.x + Math.max(run.width, 60) &&
          other.x + other.width > run.x - 5,
      );
      if (!below && !found.includes(section)) found.push(section);
    }
  });
  return found;
};

/** The size most of the text is set in (by characters), the body size. */
const bodySize = (runs: TextRun[]): number => {
  const bySize = new Map<number, number>();
  for (const run of runs) {
    const size = round1(run.size);
    bySize.set(size, (bySize.get(size) ?? 0) + run.text.length);
  }
  return [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
};

const imagesWithoutAlt = (data: ResumeData): number => {
  const html = JSON.stringify(data.sections);
  const images = html.match(/<img\b[^>]*>/gi) ?? [];
  return images.filter((image) => !/\balt\s*=\s*\\?"[^"\\]+/i.test(image)).length;
};

const digits = (text: string) => text.replace(/\D/g, "");

/**
 * The layout checks of a resume's printed PDF (`sheets`, read by pdf.js) for a `target` number of pages, and of
 * the items the printer's layout split across two sheets (`splitItemIds`), each with its one-click fix when there
 * is one. Pure: the same PDF, layout and data give the same checks.
 */
export const layoutChecks = (
  sheets: SheetGeometry[],
  data: ResumeData,
  target: number,
  splitItemIds: readonly string[] = [],
): LayoutCheck[] => {
  const checks: LayoutCheck[] = [];
  const pages = sheets.length;
  checks.push({
    id: "pages",
    passed: pages <= target,
    values: { pages, target },
    ...(pages <= target ? {} : { fix: { kind: "fit" as const, pages: target } }),
  });

  const stranded = headingsAtPageEnd(sheets, data);
  const first = stranded[0];
  checks.push({
    id: "headingAtPageEnd",
    passed: stranded.length === 0,
    values: { items: stranded.map((section) => section.name) },
    ...(first === undefined
      ? {}
      : { fix: { kind: "set" as const, path: pageBreakPath(first.id), value: true } }),
  });

  // The fix keeps the first split item on one sheet; the check runs again on the new layout.
  const split = itemsWithIds(data, splitItemIds);
  const firstSplit = split[0];
  checks.push({
    id: "itemSplit",
    passed: split.length === 0,
    values: { items: split.map((item) => item.name).filter((name) => name !== "") },
    ...(firstSplit === undefined
      ? {}
      : { fix: { kind: "set" as const, path: firstSplit.path, value: true } }),
  });

  const runs = sheets.flatMap((sheet) => contentRuns(sheet, data));
  const size = round1(bodySize(runs));
  const smallText = runs.length > 0 && size < minBodyPt;
  checks.push({
    id: "smallText",
    passed: !smallText,
    values: { size },
    ...(smallText
      ? { fix: { kind: "set" as const, path: "metadata.typography.font.size", value: (minBodyPt * 96) / 72 } }
      : {}),
  });

  const margins = sheets.flatMap((sheet) =>
    contentRuns(sheet, data).flatMap((run) => [run.x, sheet.width - (run.x + run.width), run.top]),
  );
  const margin = margins.length === 0 ? minMarginMm : round1(Math.max(0, Math.min(...margins)) / ptPerMm);
  const narrow = margin < minMarginMm - 0.05;
  checks.push({
    id: "margins",
    passed: !narrow,
    values: { margin },
    ...(narrow
      ? { fix: { kind: "set" as const, path: "metadata.page.margin", value: minMarginMm * pxPerMm } }
      : {}),
  });

  const outside = sheets.flatMap((sheet) =>
    sheet.runs
      .filter(
        (run) =>
          run.x < -0.5 || run.top < -0.5 || run.x + run.width > sheet.width + 0.5 || run.top > sheet.height,
      )
      .map((run) => run.text.trim()),
  );
  checks.push({
    id: "textOutsidePage",
    passed: outside.length === 0,
    values: { items: [...new Set(outside)].slice(0, 5) },
    ...(outside.length > 0 && data.metadata.css.visible
      ? { fix: { kind: "set" as const, path: "metadata.css.visible", value: false } }
      : {}),
  });

  const colors = themeColors(data);
  const textRatio = contrastRatio(colors.text, colors.background);
  const primaryRatio = contrastRatio(colors.primary, colors.background);
  const ratio = round1(Math.min(textRatio, primaryRatio));
  const lowContrast = ratio < minContrast;
  // The fix makes the weaker of the two readable: black or white, whichever reads better on the background.
  const weaker = textRatio <= primaryRatio ? "metadata.theme.text" : "metadata.theme.primary";
  checks.push({
    id: "contrast",
    passed: !lowContrast,
    values: { ratio },
    ...(lowContrast
      ? { fix: { kind: "set" as const, path: weaker, value: readableOn(colors.background) } }
      : {}),
  });

  const missingAlt = imagesWithoutAlt(data);
  checks.push({
    id: "imageAlt",
    passed: missingAlt === 0,
    values: { items: missingAlt === 0 ? [] : [String(missingAlt)] },
  });

  const text = normalize(runs.map((run) => run.text).join(" "));
  const textDigits = digits(runs.map((run) => run.text).join(""));
  const { email, phone } = data.basics;
  const missingContacts = [
    ...(email.trim() !== "" && !text.replace(/\s/g, "").includes(normalize(email).replace(/\s/g, ""))
      ? [email.trim()]
      : []),
    ...(digits(phone).length >= 5 && !textDigits.includes(digits(phone)) ? [phone.trim()] : []),
  ];
  checks.push({
    id: "contactAsText",
    passed: missingContacts.length === 0,
    values: { items: missingContacts },
  });
  return checks;
};
