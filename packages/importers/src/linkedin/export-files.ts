import { encodingNote } from "../shared/encoding.ts";
import { hasRequired } from "../shared/items.ts";
import { ImportError, type Warnings } from "../shared/result.ts";
import { escapeHtml } from "../shared/text.ts";
import { CsvTable } from "./csv.ts";
import { linkedInDate } from "./dates.ts";
import type { ZipText } from "./unzip.ts";

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

// Column aliases: the 2018 layout names some dates "Start Date" / "End Date" where newer exports say "Started On".
export const started = ["Started On", "Start Date"];
export const finished = ["Finished On", "End Date"];

/**
 * The zip's CSV files, looked up case-insensitively; whatever is never asked for is reported at the end (and never
 * unpacked: a real export's Messages.csv can be larger than the whole resume).
 */
export class ExportFiles {
  private readonly byLowerName = new Map<string, string>();
  private readonly used = new Set<string>();
  private readonly texts = new Map<string, string>();
  private unpackedBytes = 0;

  /** `maxTextBytes`: the CSV text the files read may hold together, checked before each file is unpacked. */
  constructor(
    private readonly files: Map<string, ZipText>,
    private readonly warnings: Warnings,
    private readonly maxTextBytes = Number.POSITIVE_INFINITY,
  ) {
    for (const name of files.keys()) this.byLowerName.set(name.toLowerCase(), name);
  }

  private text(name: string): string {
    const file = this.files.get(name);
    if (file === undefined) return "";
    const read = this.texts.get(name);
    if (read !== undefined) return read;
    this.unpackedBytes += file.size;
    if (this.unpackedBytes > this.maxTextBytes)
      throw new ImportError(
        `The export holds more text than one resume can: ${megabytes(this.unpackedBytes)} with ${name}, at most ${megabytes(this.maxTextBytes)}. Delete the rows you do not need from its CSV files and zip them again.`,
      );
    const { text, encoding } = file.read();
    const note = encodingNote(encoding);
    if (note !== undefined) this.warnings.add(name, note);
    this.texts.set(name, text);
    return text;
  }

  /** Every file present under any of the names (the phone file has two spellings), rows in file order. */
  tables(...names: string[]): CsvTable[] {
    const tables: CsvTable[] = [];
    for (const wanted of names) {
      const name = this.byLowerName.get(wanted.toLowerCase());
      if (name === undefined) continue;
      this.used.add(name);
      tables.push(new CsvTable(name, this.text(name), this.warnings));
    }
    return tables;
  }

  table(name: string): CsvTable | undefined {
    return this.tables(name)[0];
  }

  reportUnused(): void {
    if (this.used.size === 0)
      this.warnings.add(
        "zip",
        "No LinkedIn export files found (Profile.csv, Positions.csv, …): nothing to carry over",
      );
    for (const name of this.files.keys())
      if (!this.used.has(name)) this.warnings.add(name, "Not carried over: Vitae has no section for it");
  }
}

/**
 * LinkedIn text is plain text: escaped, never read as Markdown. Lines starting with -, * or • become a bullet
 * list; other lines become paragraphs (a blank line starts a new one, a single break stays a <br>).
 */
export const plainTextHtml = (text: string): string => {
  const html: string[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) html.push(`<p>${paragraph.map(escapeHtml).join("<br>")}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (bullets.length > 0)
      html.push(`<ul>${bullets.map((line) => `<li><p>${escapeHtml(line)}</p></li>`).join("")}</ul>`);
    bullets = [];
  };
  for (const line of text.split("\n").map((part) => part.trim())) {
    const bullet = /^(?:[-*]\s+|•\s*)(.*)$/.exec(line);
    if (line === "") endParagraph();
    else if (bullet !== null) {
      endParagraph();
      if (bullet[1]?.trim()) bullets.push(bullet[1].trim());
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return html.join("");
};

/** One row as a section mapper sees it. */
export type RowReader = {
  path: string;
  /** The first non-empty value among the column aliases. */
  cell: (...names: string[]) => string;
  /** Started On / Finished On (or their 2018 names) as YYYY-MM. */
  dates: () => { start: string; end: string };
};

/**
 * Each row of the file through `map`, after reporting the columns `mapped` does not cover; a row without its
 * required value is skipped with a warning. A missing file is no section, not an error.
 */
export const eachRow = <T>(
  table: CsvTable | undefined,
  mapped: readonly string[],
  required: string,
  warnings: Warnings,
  map: (row: RowReader) => T,
): T[] => {
  if (table === undefined) return [];
  table.reportUnmapped(mapped, warnings);
  const items: T[] = [];
  table.rows.forEach((row, index) => {
    const path = table.rowPath(index);
    const cell = (...names: string[]) => table.cell(row, ...names);
    const dates = () => ({
      start: linkedInDate(cell(...started), `${path}: ${started[0]}`, warnings),
      end: linkedInDate(cell(...finished), `${path}: ${finished[0]}`, warnings),
    });
    if (hasRequired(cell(required), path, required, warnings)) items.push(map({ path, cell, dates }));
  });
  return items;
};

export const link = (href: string) => ({ label: "", href });
