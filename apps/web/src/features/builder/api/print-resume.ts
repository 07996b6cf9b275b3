import { api } from "../../../lib/api-client";

/** Prints the resume on the server and answers the PDF's signed, expiring URL. */
export function printResume(id: string): Promise<{ url: string }> {
  return api.get<{ url: string }>(`/resume/print/${encodeURIComponent(id)}`);
}
