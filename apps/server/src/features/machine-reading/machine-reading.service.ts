import type { ResumeData } from "@vitae/schema";
import {
  type LayoutCheckResult,
  type MachineReading,
  machineReadingChecks,
  resumeForReader,
} from "@vitae/schema";
import type { PageMeasurement } from "@vitae/templates";
import type { Db } from "../../db/client.ts";
import { type OwnResume, ownResume, type ResumeSummaryRow } from "../resume/index.ts";
import { layoutChecks } from "./layout-check.ts";
import { readPdfGeometry } from "./pdf-geometry.ts";
import { readPdf } from "./pdf-read.ts";

/** `printedPdf`: the resume's PDF, printed now or from the cache (the printer's, handed over by the app). */
export type MachineReadingDeps = {
  db: Db;
  printedPdf(resume: ResumeSummaryRow, lang?: string): Promise<Buffer>;
};

/**
 * The owner's resume as an applicant-tracking system reads it: the text pdf.js extracts from the printed PDF and
 * the checks of that reading. Only the owner: the checks are advice for whoever edits the resume.
 */
export const readResumeAsMachine = async (
  deps: MachineReadingDeps,
  { lang, ...own }: OwnResume & { lang?: string | undefined },
): Promise<MachineReading> => {
  const resume = await ownResume(deps.db, own);
  // The reading of the PDF in that language, checked against the resume as it prints in it.
  const pdf = await deps.printedPdf(resume, lang);
  const { data } = resumeForReader(resume.data, lang);
  const reading = await readPdf(pdf);
  const text = reading.pages.join("\f");
  const pages = reading.pages.length;
  const bytes = pdf.length;
  return {
    text,
    pages,
    bytes,
    tagged: reading.tagged,
    updatedAt: resume.updatedAt.toISOString(),
    checks: machineReadingChecks({ data, text, pages, bytes }),
  };
};

/** The layout check also reads the printer's own layout of the resume on sheets (items split across two). */
export type LayoutCheckDeps = MachineReadingDeps & {
  measuredLayout(data: ResumeData): Promise<PageMeasurement>;
};

/**
 * The layout checks of the owner's printed resume for a target of `pages`: pages over it, a heading last on a
 * sheet, small text, narrow margins, text off the sheet, low contrast, images without alternative text, contact
 * details that are not text. Each failed check says its one-click fix when there is one.
 */
export const checkResumeLayout = async (
  deps: LayoutCheckDeps,
  { pages, ...own }: OwnResume & { pages: number },
): Promise<LayoutCheckResult> => {
  const resume = await ownResume(deps.db, own);
  const [sheets, layout] = await Promise.all([
    deps.printedPdf(resume).then(readPdfGeometry),
    deps.measuredLayout(resume.data),
  ]);
  return {
    pages: sheets.length,
    target: pages,
    updatedAt: resume.updatedAt.toISOString(),
    checks: layoutChecks(sheets, resume.data, pages, layout.splitItems ?? []),
  };
};
