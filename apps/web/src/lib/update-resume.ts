import {
  entityTag,
  type JsonPatch,
  jsonPatchMediaType,
  type Resume,
  ResumeSchema,
  type UpdateResumeInput,
} from "@vitae/schema";
import jsonPatch from "fast-json-patch";
import type { z } from "zod";
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
 * A save that sends only what changed since `base` (the editable parts as the last save answered them), as a JSON
 * Patch, when the request builds on that version: a keystroke costs a few hundred bytes instead of the whole
 * document. When the server has moved on (412) or cannot apply it (422), `replace` sends the whole document
 * instead, which answers a conflict the usual way (the stored document with the conflict's code).
 */
export async function saveWithPatch<Doc>({
  base,
  request,
  patch,
  replace,
}: {
  /** Null when the request does not build on a known answer (or must replace the content wholesale). */
  base: { updatedAt: string; editable: object } | null;
  request: { updatedAt: string; editable: object };
  patch: (operations: JsonPatch, updatedAt: string) => Promise<Doc>;
  replace: () => Promise<Doc>;
}): Promise<Doc> {
  if (base !== null && base.updatedAt === request.updatedAt) {
    const operations = jsonPatch.compare(base.editable, request.editable) as JsonPatch;
    try {
      return await patch(operations, base.updatedAt);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 412 && error.status !== 422)) throw error;
    }
  }
  return replace();
}

/** Saves a resume by `saveWithPatch`; a save that replaces the content wholesale (`versionReason`) goes whole. */
export function saveResume(
  request: UpdateResumeRequest,
  base: SavedResume | null,
  options: { keepalive?: boolean } = {},
): Promise<Resume> {
  return saveWithPatch({
    base:
      base !== null && request.versionReason === undefined
        ? { updatedAt: base.updatedAt, editable: editable(base) }
        : null,
    request: { updatedAt: request.updatedAt, editable: editable(request) },
    patch: (operations, updatedAt) => patchResume({ id: request.id, updatedAt, operations }, options),
    replace: () => updateResume(request, options),
  });
}

/** With a stale write's answer (`code`): the document as stored now, which the server sends under `key`. */
export function conflictingDocument<S extends z.ZodType>(
  error: unknown,
  { code, key, schema }: { code: string; key: string; schema: S },
): z.infer<S> | null {
  if (!(error instanceof ApiError) || error.code !== code) return null;
  const body = error.body;
  if (typeof body !== "object" || body === null || !(key in body)) return null;
  const parsed = schema.safeParse((body as Record<string, unknown>)[key]);
  return parsed.success ? parsed.data : null;
}

/** With a `ResumeConflict` answer: the resume as stored now. */
export const conflictingResume = (error: unknown): Resume | null =>
  conflictingDocument(error, { code: "ResumeConflict", key: "resume", schema: ResumeSchema });
