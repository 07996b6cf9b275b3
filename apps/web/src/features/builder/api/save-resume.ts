import { type Resume, ResumeSchema, type UpdateResumeInput } from "@vitae/schema";
import { ApiError, api } from "../../../lib/api-client";

/** What the builder saves: the resume as edited, on top of the version it last saw (`updatedAt`). */
export type SaveResumeRequest = UpdateResumeInput & { id: string };

/**
 * The builder's autosave: `PATCH /api/resume/:id` with the whole resume. `keepalive` lets the
 * last save outlive the page when the tab is closed.
 */
export function saveResume(
  { id, ...body }: SaveResumeRequest,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Resume> {
  return api.patch(`/resume/${encodeURIComponent(id)}`, ResumeSchema, body, { keepalive });
}

/** With a `ResumeConflict` answer: the resume as stored now, which the server sends along. */
export function conflictingResume(error: unknown): Resume | null {
  if (!(error instanceof ApiError) || error.code !== "ResumeConflict") return null;
  const body = error.body;
  if (typeof body !== "object" || body === null || !("resume" in body)) return null;
  const parsed = ResumeSchema.safeParse(body.resume);
  return parsed.success ? parsed.data : null;
}
