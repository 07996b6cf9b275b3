import { type Resume, ResumeSchema, type UpdateResumeInput } from "@vitae/schema";
import { ApiError, api } from "./api-client";

/** A save: which resume, and its editable parts on top of the version this client last saw (`updatedAt`). */
export type UpdateResumeRequest = UpdateResumeInput & { id: string };

/**
 * `PATCH /api/resume/:id`, the one way the app saves a resume (the builder's autosave, a rename from the
 * dashboard). Only the body's own keys are sent, so a whole stored resume may be passed. The server answers
 * `ResumeConflict` instead of overwriting a newer save from another tab; `keepalive` lets the last save
 * outlive the page when the tab is closed.
 */
export function updateResume(
  { id, title, slug, visibility, data, updatedAt, versionReason }: UpdateResumeRequest,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Resume> {
  const body: UpdateResumeInput = { title, slug, visibility, data, updatedAt };
  if (versionReason !== undefined) body.versionReason = versionReason;
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
