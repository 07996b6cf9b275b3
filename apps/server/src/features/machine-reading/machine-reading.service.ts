import { type MachineReading, machineReadingChecks } from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import { type OwnResume, ownResume, type ResumeSummaryRow } from "../resume/index.ts";
import { readPdf } from "./pdf-read.ts";

/** `printedPdf`: the resume's PDF, printed now or from the cache (the printer's, handed over by the app). */
export type MachineReadingDeps = { db: Db; printedPdf(resume: ResumeSummaryRow): Promise<Buffer> };

/**
 * The owner's resume as an applicant-tracking system reads it: the text pdf.js extracts from the printed PDF and
 * the checks of that reading. Only the owner: the checks are advice for whoever edits the resume.
 */
export const readResumeAsMachine = async (
  deps: MachineReadingDeps,
  own: OwnResume,
): Promise<MachineReading> => {
  const resume = await ownResume(deps.db, own);
  const pdf = await deps.printedPdf(resume);
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
    checks: machineReadingChecks({ data: resume.data, text, pages, bytes }),
  };
};
