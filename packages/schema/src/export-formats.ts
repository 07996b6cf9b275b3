import { z } from "zod";

/** The text formats a resume is exported to, besides the printed PDF: Word, Markdown and plain text. */
export const exportFormats = ["docx", "md", "txt"] as const;

export const ExportFormatSchema = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** Each format's media type, as the server sends it and a browser saves it. */
export const exportContentTypes: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};
