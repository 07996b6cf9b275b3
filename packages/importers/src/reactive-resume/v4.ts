import { type Layout, MetadataSchema, type ResumeData, ResumeDataSchema, sectionKeys } from "@vitae/schema";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import { ImportError, type ImportResult, issuesOf, join, Warnings } from "../shared/result.ts";

type Source = Record<string, unknown>;

const defaultTemplateId = MetadataSchema.parse({}).template;

/** Reactive Resume v5 (rxresu.me today) moved `picture`, `summary` and `customSections` to the top level. */
const isV5 = (source: Source): boolean =>
  "customSections" in source ||
  (isRecord(source.picture) && isRecord(source.summary) && !isRecord(source.sections));

/** Reports every key of the source that the schema dropped, i.e. that has no field in Vitae. */
const reportDropped = (source: unknown, parsed: unknown, path: string, warnings: Warnings): void => {
  if (Array.isArray(source) && Array.isArray(parsed)) {
    source.forEach((item, index) => {
      reportDropped(item, parsed[index], join(path, index), warnings);
    });
    return;
  }
  if (!isRecord(source) || !isRecord(parsed)) return;
  for (const [key, value] of Object.entries(source)) {
    // A per-section display switch of Reactive Resume 4.1+; Vitae always shows an item's link with the item.
    if (key === "separateLinks") continue;
    if (!(key in parsed)) {
      if (value !== "" && value !== null && value !== undefined)
        warnings.add(join(path, key), "Not carried over: Vitae has no field for it");
    } else reportDropped(value, parsed[key], join(path, key), warnings);
  }
};

const at = (root: unknown, path: readonly PropertyKey[]): Source | undefined => {
  let node = root;
  for (const key of path)
    node = isRecord(node) || Array.isArray(node) ? (node as Source)[key as string] : undefined;
  return isRecord(node) ? node : undefined;
};

/**
 * Values Reactive Resume accepted and Vitae does not (a link that is not http(s), a malformed e-mail, a template
 * Vitae lacks) are cleared with a warning rather than refusing the whole file. Anything else stays an error.
 */
const clearLenientIssues = (source: Source, warnings: Warnings): boolean => {
  const parsed = ResumeDataSchema.safeParse(source);
  if (parsed.success) return false;
  let cleared = false;
  for (const issue of parsed.error.issues) {
    const key = issue.path[issue.path.length - 1];
    const parent = at(source, issue.path.slice(0, -1));
    if (parent === undefined || typeof key !== "string") continue;
    const path = issuesOf({ issues: [issue] })[0]?.path ?? key;
    if (key === "href" || key === "email") {
      warnings.add(
        path,
        `Not a valid ${key === "href" ? "web address" : "e-mail address"}, left out: ${String(parent[key])}`,
      );
      parent[key] = "";
      cleared = true;
    } else if (key === "template") {
      warnings.add(path, `Vitae has no template "${String(parent[key])}": using ${defaultTemplateId}`);
      parent[key] = defaultTemplateId;
      cleared = true;
    }
  }
  return cleared;
};

/** Phosphor icon names (`linkedin-logo`) as the brand slugs Vitae's icon set uses (`linkedin`). */
const normaliseIcons = (basics: unknown): void => {
  if (!isRecord(basics) || !Array.isArray(basics.customFields)) return;
  for (const field of basics.customFields) {
    if (isRecord(field) && typeof field.icon === "string") field.icon = field.icon.replace(/-logo$/, "");
  }
};

/** Sections Reactive Resume has no place for (internship) go after the first page's main column, as in a new resume. */
export const completeLayout = (layout: Layout): Layout => {
  const placed = new Set(layout.flat(2));
  const missing = sectionKeys.filter((key) => !placed.has(key));
  return missing.length === 0
    ? layout
    : layout.map((page, index) => (index === 0 ? [[...(page[0] ?? []), ...missing], page[1] ?? []] : page));
};

/**
 * Vitae's own JSON export, and Reactive Resume v4's (the shape Vitae's data follows): validated by the schema,
 * with the keys Vitae has no field for reported.
 */
export const convertReactiveResumeV4 = (input: ImportInput): ImportResult => {
  const file = parseJsonObject(input);
  // A whole resume as the API returns it carries the data under `data`.
  const source = isRecord(file.data) && isRecord(file.data.basics) ? file.data : file;
  if (isV5(source))
    throw new ImportError(
      "This is a Reactive Resume v5 export, a newer shape Vitae does not read yet. Export it as JSON Resume in Reactive Resume and import that file.",
    );
  const missing = ["basics", "sections"].filter((key) => !isRecord(source[key]));
  if (missing.length > 0)
    throw new ImportError(
      "This is not a Vitae or Reactive Resume v4 export",
      missing.map((key) => ({ path: key, message: `${key} is required` })),
    );

  const warnings = new Warnings();
  // A deep copy (the source came from JSON) that the lenient clean-up may edit.
  const working = JSON.parse(JSON.stringify(source)) as Source;
  normaliseIcons(working.basics);
  while (clearLenientIssues(working, warnings));
  const parsed = ResumeDataSchema.safeParse(working);
  if (!parsed.success)
    throw new ImportError("The file does not match the resume schema", issuesOf(parsed.error));
  reportDropped(working, parsed.data, "", warnings);
  const data: ResumeData = parsed.data;
  data.metadata.layout = completeLayout(data.metadata.layout);
  return { data, warnings: warnings.list };
};
