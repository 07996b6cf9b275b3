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
 * Prints a resume (the owner's, or anyone's public one) and answers the PDF's signed, expiring URL. When the
 * server's print queue is full it says how long to wait (Retry-After): a short wait is waited out here, so a
 * person's click still ends in a PDF rather than an error.
 */
export async function printResume(id: string): Promise<{ url: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.get(`/resume/print/${encodeURIComponent(id)}`, PrintedFileLinkSchema);
    } catch (error) {
      if (attempt >= busyRetries || !isBriefBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
    }
  }
}
