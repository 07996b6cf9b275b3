import {
  addCustomSection,
  type CustomItem,
  createId,
  type ImportErrorCode,
  type ImportSourceType,
  type ResumeData,
  ResumeDataSchema,
} from "@vitae/schema";

/** What a converter could not carry over: where it was in the source, and why. */
export type ImportWarning = {
  /** A path in the source, e.g. `work[2].highlights` or `Positions.csv row 4`. */
  path: string;
  message: string;
};

export type ImportResult = {
  /** Validated resume data, ready for `POST /api/resume/import`. */
  data: ResumeData;
  warnings: ImportWarning[];
  /**
   * How a document's resume was had: restored exactly from the Vitae data a printed PDF carries, or recognised
   * from its text (then `importedText` says whether some text went to the "Imported text" section).
   */
  recognition?: { restored: true } | { restored: false; importedText: boolean };
};

/** One readable problem of an invalid source, e.g. `{ path: "basics.email", message: "Enter a valid email address" }`. */
export type ImportIssue = { path: string; message: string };

/**
 * The only error a converter throws. `message` is one of the shared import messages where one applies
 * ('Failed to parse JSON', 'Failed to read the file', the empty-zip ParserError) and `issues` lists schema problems.
 */
export class ImportError extends Error {
  override readonly name = "ImportError";
  readonly issues: ImportIssue[];
  /** The type the file appears to be, when the user chose another one. */
  readonly suggestedType: ImportSourceType | undefined;
  /** The error catalogue's code of a refused file (too large, encrypted, scanned, …), for a localized message. */
  readonly code: ImportErrorCode | undefined;

  constructor(
    message: string,
    issues: ImportIssue[] = [],
    suggestedType?: ImportSourceType,
    code?: ImportErrorCode,
  ) {
    super(message);
    this.issues = issues;
    this.suggestedType = suggestedType;
    this.code = code;
  }
}

/** Collects warnings while a converter walks its source. */
export class Warnings {
  private readonly entries: ImportWarning[] = [];

  add(path: string, message: string): void {
    this.entries.push({ path, message });
  }

  /** Takes over the warnings another collector gathered (one kept apart until it was known to matter). */
  absorb(other: Warnings): void {
    this.entries.push(...other.entries);
  }

  /** The warnings, the same one on many items said once: `skills[].category (14 items)`. */
  get list(): ImportWarning[] {
    const groups = new Map<string, ImportWarning[]>();
    for (const warning of this.entries) {
      const key = `${warning.path.replace(/\[\d+\]/g, "[]")}\n${warning.message}`;
      groups.set(key, [...(groups.get(key) ?? []), warning]);
    }
    return [...groups.entries()].map(([key, group]) => {
      const [first] = group as [ImportWarning];
      if (group.length === 1) return first;
      return { path: key.slice(0, key.indexOf("\n")), message: `${first.message} (${group.length} items)` };
    });
  }

  /** Every key of `source` not in `known` is reported as not carried over (skipping empty values). */
  unknownKeys(path: string, source: Record<string, unknown>, known: readonly string[]): void {
    for (const [key, value] of Object.entries(source)) {
      if (known.includes(key) || isEmptyValue(value)) continue;
      this.add(join(path, key), "Not carried over: Vitae has no field for it");
    }
  }
}

export const join = (path: string, key: string | number): string =>
  typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Formats zod issues as `{ path, message }` pairs. */
export const issuesOf = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ImportIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.reduce<string>(
      (path, key) => join(path, typeof key === "number" ? key : String(key)),
      "",
    ),
    message: issue.message,
  }));

/** A custom section a converter found; `finish` adds it at the end of the layout, as the builder does. */
export type CustomSectionDraft = { name: string; items: Partial<CustomItem>[] };

const parseData = (input: unknown): ResumeData => {
  const parsed = ResumeDataSchema.safeParse(input);
  // The converters build valid data; if one does not, the user gets the readable list instead of a crash.
  if (!parsed.success) throw new ImportError("The converted resume is not valid", issuesOf(parsed.error));
  return parsed.data;
};

/** Parses the converter's output with the resume schema and appends the custom sections it found. */
export const finish = (
  input: unknown,
  warnings: Warnings,
  customSections: CustomSectionDraft[] = [],
): ImportResult => {
  let data = parseData(input);
  for (const { name, items } of customSections) {
    const id = createId();
    data = addCustomSection(data, { id, name });
    const section = data.sections.custom[id];
    if (section !== undefined)
      section.items = items.map((item) => ({ id: createId(), ...item }) as CustomItem);
  }
  return { data: customSections.length === 0 ? data : parseData(data), warnings: warnings.list };
};
