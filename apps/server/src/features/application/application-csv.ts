import {
  type Application,
  type ApplicationImportReport,
  type CreateApplicationInput,
  CreateApplicationInputSchema,
  maxApplicationImportRows,
} from "@vitae/schema";
import Papa from "papaparse";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { insertApplications, linkIssues, listApplications } from "./application.service.ts";

/** The columns, in order; an import reads the same names (any order, unknown ones ignored). */
export const csvColumns = [
  "company",
  "role",
  "status",
  "closedReason",
  "url",
  "location",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "nextStepTitle",
  "nextStepDate",
  "resumeId",
  "letterId",
  "notes",
  "jobDescription",
  "createdAt",
] as const;
type CsvRow = Partial<Record<(typeof csvColumns)[number], string>>;

const csvRowOf = (application: Application): Record<(typeof csvColumns)[number], string> => ({
  company: application.company,
  role: application.role,
  status: application.status,
  closedReason: application.closedReason ?? "",
  url: application.url,
  location: application.location,
  salaryMin: String(application.salary?.min ?? ""),
  salaryMax: String(application.salary?.max ?? ""),
  salaryCurrency: application.salary?.currency ?? "",
  salaryPeriod: application.salary?.period ?? "",
  nextStepTitle: application.nextStep?.title ?? "",
  nextStepDate: application.nextStep?.date ?? "",
  resumeId: application.resumeId ?? "",
  letterId: application.letterId ?? "",
  notes: application.notes,
  jobDescription: application.jobDescription,
  createdAt: application.createdAt,
});

/** Cells a spreadsheet would run as a formula: starting with = + - @, a tab or a carriage return (OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * The user's applications as CSV; papaparse prefixes formula-starting cells with an apostrophe. Its own pattern
 * (`escapeFormulae: true`) needs the whole cell on one line, so a multi-line note would slip through: ours does not.
 */
export const exportCsv = async (db: Db, userId: string): Promise<string> =>
  Papa.unparse(
    { fields: [...csvColumns], data: (await listApplications(db, userId)).map(csvRowOf) },
    { escapeFormulae: formulaStart, newline: "\r\n" },
  );

// An exported cell's protective apostrophe comes off again on import.
const withoutFormulaEscape = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const numberOrNull = (cell: string | undefined) => (cell === undefined || cell === "" ? null : Number(cell));
const present = (cell: string | undefined) => (cell === undefined || cell === "" ? undefined : cell);

/** What one CSV row says, in the create body's shape (validation decides if it is one). */
const inputOf = (row: CsvRow): unknown => ({
  company: row.company ?? "",
  role: row.role ?? "",
  status: present(row.status),
  closedReason: present(row.closedReason) ?? null,
  url: row.url,
  location: row.location,
  salary:
    present(row.salaryCurrency) === undefined
      ? null
      : {
          min: numberOrNull(row.salaryMin),
          max: numberOrNull(row.salaryMax),
          currency: row.salaryCurrency,
          period: present(row.salaryPeriod),
        },
  nextStep:
    present(row.nextStepTitle) === undefined && present(row.nextStepDate) === undefined
      ? null
      : { title: row.nextStepTitle ?? "", date: row.nextStepDate ?? "" },
  resumeId: present(row.resumeId) ?? null,
  letterId: present(row.letterId) ?? null,
  notes: row.notes,
  jobDescription: row.jobDescription,
});

/** Imports every valid row; the report names each other row (the header is row 1) with what is wrong. */
export const importCsv = async (db: Db, userId: string, csv: string): Promise<ApplicationImportReport> => {
  const parsed = Papa.parse<CsvRow>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transform: withoutFormulaEscape,
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("company") || !fields.includes("role")) {
    throw new AppError("ValidationError", {
      message: "The CSV needs a header row with at least the columns company and role",
      issues: [{ path: "csv", message: "No company and role columns" }],
    });
  }
  if (parsed.data.length > maxApplicationImportRows) {
    throw new AppError("ValidationError", {
      message: `At most ${maxApplicationImportRows} rows per import`,
      issues: [{ path: "csv", message: `More than ${maxApplicationImportRows} rows` }],
    });
  }
  const valid: CreateApplicationInput[] = [];
  const failed: ApplicationImportReport["failed"] = [];
  for (const [index, row] of parsed.data.entries()) {
    const result = CreateApplicationInputSchema.safeParse(inputOf(row));
    const issues = result.success
      ? await linkIssues(db, userId, result.data)
      : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    if (result.success && issues.length === 0) valid.push(result.data);
    else failed.push({ row: index + 2, issues });
  }
  await insertApplications(db, userId, valid);
  return { imported: valid.length, failed };
};
