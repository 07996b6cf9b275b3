import {
  cloneLayout,
  defaultLayout,
  hexColorSchema,
  isCustomLayoutId,
  type Layout,
  type PageFormat,
  pageFormatIds,
  type ResumeDataInput,
  type TemplateId,
  templateIds,
} from "@vitae/schema";
import { isRecord } from "../shared/json.ts";
import { join, type Warnings } from "../shared/result.ts";
import { list, str } from "../shared/text.ts";
import type { Source } from "./v3-fields.ts";
import { completeLayout } from "./v4.ts";

type Metadata = NonNullable<ResumeDataInput["metadata"]>;

const fallbackTemplate: TemplateId = "rhyhorn";

const templateOf = (value: unknown, warnings: Warnings): TemplateId | undefined => {
  const name = str(value).toLowerCase();
  if (name === "") return undefined;
  const known = templateIds.find((id) => id === name);
  if (known === undefined)
    warnings.add("metadata.template", `Vitae has no template "${str(value)}": using ${fallbackTemplate}`);
  return known ?? fallbackTemplate;
};

const themeOf = (theme: Source, warnings: Warnings) => {
  warnings.unknownKeys("metadata.theme", theme, ["background", "text", "primary"]);
  const colours: { background?: string; text?: string; primary?: string } = {};
  for (const key of ["background", "text", "primary"] as const) {
    const colour = str(theme[key]);
    if (hexColorSchema.safeParse(colour).success) colours[key] = colour;
    else if (colour !== "")
      warnings.add(join("metadata.theme", key), `Not a hex colour, left out: ${colour}`);
  }
  return colours;
};

/** v3 sets a body and a heading font; Vitae has one font for the whole resume, so the body's is kept. */
const fontOf = (typography: Source, warnings: Warnings) => {
  const path = "metadata.typography";
  warnings.unknownKeys(path, typography, ["family", "size"]);
  const family = isRecord(typography.family) ? typography.family : {};
  const size = isRecord(typography.size) ? typography.size : {};
  warnings.unknownKeys(join(path, "family"), family, ["body", "heading"]);
  warnings.unknownKeys(join(path, "size"), size, ["body", "heading"]);
  const font: { family?: string; size?: number } = {};
  const body = str(family.body);
  if (body !== "") font.family = body;
  const heading = str(family.heading);
  if (heading !== "" && heading !== body)
    warnings.add(
      `${path}.family.heading`,
      `Not carried over: Vitae uses one font (${body || "its default"})`,
    );
  if (typeof size.heading === "number")
    warnings.add(`${path}.size.heading`, "Not carried over: Vitae sizes headings from the body text");
  if (typeof size.body === "number" && Number.isFinite(size.body)) {
    font.size = Math.min(18, Math.max(5, size.body));
    if (font.size !== size.body)
      warnings.add(
        `${path}.size.body`,
        `Vitae font sizes run from 5 to 18: ${size.body} became ${font.size}`,
      );
  }
  return font;
};

const pageOf = (page: Source, warnings: Warnings): { format?: PageFormat } => {
  warnings.unknownKeys("metadata.page", page, ["format"]);
  const format = pageFormatIds.find((id) => id === str(page.format).toLowerCase());
  if (format !== undefined) return { format };
  if (str(page.format) !== "")
    warnings.add("metadata.page.format", `Not a page format Vitae has, using A4: ${str(page.format)}`);
  return {};
};

const cssOf = (css: Source, warnings: Warnings) => {
  warnings.unknownKeys("metadata.css", css, ["value", "visible"]);
  const result: { value?: string; visible?: boolean } = {};
  if (typeof css.value === "string") result.value = css.value;
  if (typeof css.visible === "boolean") result.visible = css.visible;
  if (result.visible === true && str(css.value) !== "")
    warnings.add("metadata.css.value", "Kept, but written for v3's page markup: check it against Vitae's");
  return result;
};

/**
 * v3's pages × columns of section keys as Vitae's pages × [main, sidebar]. Keys of sections that were not
 * converted are dropped, columns past the second join the second, and sections v3 left unplaced (which it did not
 * show) go where Vitae puts new ones. The summary opens the first page, where v3 printed it in the header.
 */
export const layoutOf = (value: unknown, layoutIds: Map<string, string>, warnings: Warnings): Layout => {
  const placed = new Set<string>();
  const column = (ids: unknown): string[] =>
    list(ids).flatMap((id) => {
      const layoutId = typeof id === "string" ? layoutIds.get(id) : undefined;
      if (layoutId === undefined || placed.has(layoutId)) return [];
      placed.add(layoutId);
      return [layoutId];
    });
  const layout: Layout = [];
  list(value).forEach((page, index) => {
    if (!Array.isArray(page)) return;
    const [main, ...rest] = page;
    if (rest.slice(1).some((ids) => list(ids).length > 0))
      warnings.add(
        join("metadata.layout", index),
        "Vitae pages have two columns: sections of the third and later columns moved to the second",
      );
    layout.push([column(main), rest.flatMap(column)]);
  });
  const result = layout.length > 0 ? layout : cloneLayout(defaultLayout);
  const last = result[result.length - 1]?.[0];
  for (const layoutId of layoutIds.values())
    if (isCustomLayoutId(layoutId) && !placed.has(layoutId)) last?.push(layoutId);
  if (!result.flat(2).includes("summary")) result[0]?.[0]?.unshift("summary");
  return completeLayout(result);
};

export const metadataOf = (metadata: Source, layout: Layout, warnings: Warnings): Metadata => {
  const known = ["css", "date", "layout", "template", "theme", "page", "typography", "locale"];
  warnings.unknownKeys("metadata", metadata, known);
  if (str(metadata.locale) !== "")
    warnings.add(
      "metadata.locale",
      "Not carried over: Vitae has no per-resume language; texts stay as written",
    );
  if (isRecord(metadata.date)) {
    warnings.unknownKeys("metadata.date", metadata.date, ["format"]);
    if (str(metadata.date.format) !== "")
      warnings.add(
        "metadata.date.format",
        "Not carried over: Vitae keeps dates as written (YYYY-MM-DD, or YYYY-MM if this format hid the day)",
      );
  }
  const template = templateOf(metadata.template, warnings);
  return {
    ...(template === undefined ? {} : { template }),
    layout,
    css: cssOf(isRecord(metadata.css) ? metadata.css : {}, warnings),
    page: pageOf(isRecord(metadata.page) ? metadata.page : {}, warnings),
    theme: themeOf(isRecord(metadata.theme) ? metadata.theme : {}, warnings),
    typography: { font: fontOf(isRecord(metadata.typography) ? metadata.typography : {}, warnings) },
  };
};
