import { type ExportFormat, exportFormats } from "@vitae/schema";
import { FileCode, FileText, FileType } from "lucide-react";
import { saveFile } from "./save-file";

export { type ExportFormat, exportFormats };

/** The icon each format is shown with, in the builder and on the public page alike. */
export const exportFormatIcons = { docx: FileText, md: FileCode, txt: FileType } as const;

/** The signed-in owner's resume in a text format (in one of its languages, when given). */
export const ownExportUrl = (id: string, format: ExportFormat, lang?: string): string =>
  `/api/resume/${encodeURIComponent(id)}/export/${format}${lang === undefined ? "" : `?lang=${encodeURIComponent(lang)}`}`;

/** A public resume in a text format, as its page offers it (in the language it shows, when given). */
export const publicExportUrl = (
  username: string,
  slug: string,
  format: ExportFormat,
  lang?: string,
): string =>
  `/api/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/export/${format}${
    lang === undefined ? "" : `?lang=${encodeURIComponent(lang)}`
  }`;

/** The whole account as one zip. */
export const accountExportUrl = "/api/user/me/export";

/**
 * Downloads an export. The server names the file from the resume's name and title (Content-Disposition), so the
 * link's `download` is left empty and the browser takes the server's name.
 */
export const saveExport = (url: string): void => saveFile(url, "");
