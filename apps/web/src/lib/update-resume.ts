import {
  entityTag,
  type JsonPatch,
  jsonPatchMediaType,
  type Resume,
  ResumeSchema,
  type UpdateResumeInput,
} from "@vitae/schema";
import jsonPatch from "fast-json-patch";
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

/** A resume as the server last acknowledged it: what a JSON Patch is computed against. */
export type SavedResume = Pick<Resume, "title" | "slug" | "visibility" | "data" | "updatedAt">;

const editable = ({ title, slug, visibility, data }: Omit<SavedResume, "updatedAt">) => ({
  title,
  slug,
  visibility,
  data,
});

/** `PATCH /api/resume/:id` as an RFC 6902 JSON Patch on the version `updatedAt` (sent as `If-Match`). */
export function patchResume(
  { id, updatedAt, operations }: { id: string; updatedAt: string; operations: JsonPatch },
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Resume> {
  return api.patch(`/resume/${encodeURIComponent(id)}`, ResumeSchema, operations, {
    keepalive,
    headers: { "Content-Type": jsonPatchMediaType, "If-Match": entityTag(updatedAt) },
  });
}

/**
 * A save that sends only what changed since `base` (the last answer of a save), as a JSON Patch, when the request
 * builds on that version and replaces nothing wholesale: a keystroke costs a few hundred bytes instead of the
 * whole resume. When the server has moved on (412) or cannot apply it (422), the whole resume goes instead, which
 * answers a conflict the usual way (`ResumeConflict` with the stored resume).
 */
export async function saveResume(
  request: UpdateResumeRequest,
  base: SavedResume | null,
  options: { keepalive?: boolean } = {},
): Promise<Resume> {
  if (base !== null && request.versionReason === undefined && base.updatedAt === request.updatedAt) {
    const operations = jsonPatch.compare(editable(base), editable(request)) as JsonPatch;
    try {
      return await patchResume({ id: request.id, updatedAt: base.updatedAt, operations }, options);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 412 && error.status !== 422)) throw error;
    }
  }
  return updateResume(request, options);
}

/** With a `ResumeConflict` answer: the resume as stored now, which the server sends along. */
export function conflictingResume(error: unknown): Resume | null {
  if (!(error instanceof ApiError) || error.code !== "ResumeConflict") return null;
  const body = error.body;
  if (typeof body !== "object" || body === null || !("resume" in body)) return null;
  const parsed = ResumeSchema.safeParse(body.resume);
  return parsed.success ? parsed.data : null;
}
