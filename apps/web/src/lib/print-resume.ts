import { PrintedFileLinkSchema } from "@vitae/schema";
import { ApiError, api } from "./api-client";

/** A busy printer (429) is waited out this often at most, and only when it asks for this long or less. */
const busyRetries = 2;
const longestWaitSeconds = 10;

const isBriefBusy = (error: unknown): error is ApiError & { retryAfterSeconds: number } =>
  error instanceof ApiError &&
  error.status === 429 &&
  error.retryAfterSeconds !== undefined &&
  error.retryAfterSeconds <= longestWaitSeconds;

/**
 * Prints a resume (the owner's, or anyone's public one; in one of its languages when `lang` says) and answers
 * the PDF's signed, expiring URL. When the server's print queue is full it says how long to wait (Retry-After):
 * a short wait is waited out here, so a person's click still ends in a PDF rather than an error.
 */
export const printResume = (id: string, lang?: string): Promise<{ url: string }> =>
  printDocument(
    `/resume/print/${encodeURIComponent(id)}${lang === undefined ? "" : `?lang=${encodeURIComponent(lang)}`}`,
  );

/** Prints what `path` names (a resume, a letter) the same way: a brief busy printer is waited out. */
export async function printDocument(path: string): Promise<{ url: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.get(path, PrintedFileLinkSchema);
    } catch (error) {
      if (attempt >= busyRetries || !isBriefBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
    }
  }
}
