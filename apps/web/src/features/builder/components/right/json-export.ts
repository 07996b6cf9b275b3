import type { ResumeData } from "@vitae/schema";
import { saveFile } from "@/lib/save-file";

/** Saves JSON under a file name through a short-lived object URL (the data never leaves the browser). */
function saveJson(value: unknown, filename: string): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" }),
  );
  saveFile(url, filename);
  // The click has handed the URL to the download; revoke it once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Vitae's own JSON: the resume's data as is, which the "Vitae or Reactive Resume v4" import reads back unchanged. */
export function downloadVitaeJson(data: ResumeData, slug: string): void {
  saveJson(data, `${slug}.vitae.json`);
}

/** JSON Resume v1.0.0, for any JSON Resume theme or tool; the converter loads on first use. */
export async function downloadJsonResume(data: ResumeData, slug: string): Promise<void> {
  const { exportJsonResume } = await import("@vitae/importers/json-resume");
  saveJson(exportJsonResume(data), `${slug}.resume.json`);
}
