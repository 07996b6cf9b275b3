import Papa from "papaparse";
import type { Warnings } from "../shared/result.ts";

/** One CSV record keyed by its (trimmed) header names; every value is text. */
export type CsvRow = Record<string, string>;

/** A problem papaparse noticed, with the 0-based index of the record it hit (when it knows one). */
export type CsvProblem = { row: number | undefined; message: string };

// Papaparse's own messages are terse and technical; these say what the user may have lost.
const problemMessages: Record<string, string> = {
  MissingQuotes: "A quoted value is never closed; the rest of the file may be read as one value",
  InvalidQuotes: "A value has a stray quote; it may be read wrongly",
  TooManyFields: "The row has more values than the header has names; the extra values are not carried over",
};

/**
 * Parses CSV text with a header row. LinkedIn always writes commas, so the delimiter is fixed (guessing fails on
 * one-column files such as Skills.csv); line endings are made LF first so CRLF files and CRLF inside quoted
 * multi-line values read the same.
 */
export const parseCsv = (text: string, onProblem?: (problem: CsvProblem) => void): CsvRow[] => {
  const result = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"), {
    header: true,
    delimiter: ",",
    newline: "\n",
    skipEmptyLines: "greedy",
    transformHeader: (name) => name.replace(/^\uFEFF/, "").trim(),
  });
  for (const error of result.errors) {
    const message = problemMessages[error.code];
    if (message !== undefined) onProblem?.({ row: error.row, message });
  }
  return result.data.map((record) => {
    const row: CsvRow = {};
    for (const [key, value] of Object.entries(record)) {
      // Papaparse files surplus values under `__parsed_extra` (an array); TooManyFields already reports them.
      if (typeof value === "string") row[key] = value;
    }
    return row;
  });
};

/**
 * One export file, read the way its columns drift between LinkedIn versions: names compared case-insensitively,
 * several aliases per value ("Started On" / "Start Date"), and every column that holds data but was not mapped
 * reported once, not once per row.
 */
export class CsvTable {
  readonly rows: CsvRow[];
  private readonly columns: string[] = [];

  constructor(
    readonly file: string,
    text: string,
    warnings: Warnings,
  ) {
    const rows = parseCsv(text, (problem) =>
      warnings.add(problem.row === undefined ? file : this.rowPath(problem.row), problem.message),
    );
    this.rows = rows.map((row) => {
      const lower: CsvRow = {};
      for (const [name, value] of Object.entries(row)) {
        if (!this.columns.includes(name)) this.columns.push(name);
        lower[name.toLowerCase()] = value;
      }
      return lower;
    });
  }

  /** The first non-empty value among the aliases, trimmed. */
  cell(row: CsvRow, ...names: string[]): string {
    for (const name of names) {
      // Own keys only: a column named "constructor" must not read the prototype's function.
      const key = name.toLowerCase();
      const value = Object.hasOwn(row, key) ? (row[key]?.trim() ?? "") : "";
      if (value !== "") return value;
    }
    return "";
  }

  /** Rows counted as a spreadsheet shows them: the header is row 1. */
  rowPath(index: number): string {
    return `${this.file} row ${index + 2}`;
  }

  columnPath(column: string): string {
    return `${this.file}: column ${column === "" ? "(unnamed)" : column}`;
  }

  /** Does any row hold a value in this column? */
  has(column: string): boolean {
    return this.rows.some((row) => this.cell(row, column) !== "");
  }

  reportUnmapped(mapped: readonly string[], warnings: Warnings): void {
    const known = new Set(mapped.map((name) => name.toLowerCase()));
    for (const column of this.columns) {
      if (!known.has(column.toLowerCase()) && this.has(column))
        warnings.add(this.columnPath(column), "Not carried over: Vitae has no field for it");
    }
  }
}
