import { PrintedFileLinkSchema } from "@vitae/schema";
import { api } from "./api-client";

/** Prints a resume (the owner's, or anyone's public one) and answers the PDF's signed, expiring URL. */
export function printResume(id: string): Promise<{ url: string }> {
  return api.get(`/resume/print/${encodeURIComponent(id)}`, PrintedFileLinkSchema);
}
