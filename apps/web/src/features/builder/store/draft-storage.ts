import { type ResumeData, type ResumeVisibility, visibilities } from "@vitae/schema";

/**
 * Unsaved edits kept on this device until the server has them, so a closed tab, a crash or a save that
 * lost a race on unload never costs the user their work: the builder offers them again on the next open.
 */
export type Draft = {
  /** The updatedAt of the version these edits were made on. */
  base: string;
  data: ResumeData;
  visibility: ResumeVisibility;
};

// Not the full schema: a draft is most needed exactly when a field holds what the schema refuses (a
// half-typed e-mail), and its shape was made by the builder from a parsed resume.
const isDraft = (value: Partial<Record<keyof Draft, unknown>>): value is Draft =>
  typeof value.base === "string" &&
  (visibilities as readonly unknown[]).includes(value.visibility) &&
  typeof value.data === "object" &&
  value.data !== null &&
  ["basics", "sections", "metadata"].every((part) => part in (value.data as object));

export const draftKey = (id: string) => `vitae:builder-draft:${id}`;

export function readDraft(id: string): Draft | null {
  try {
    const stored = localStorage.getItem(draftKey(id));
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<Record<keyof Draft, unknown>>;
    return isDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server save is still under way, this is only the safety net.
  }
}

export function clearDraft(id: string): void {
  try {
    localStorage.removeItem(draftKey(id));
  } catch {
    // As above.
  }
}

/** JSON with object keys sorted: the database returns keys in its own order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether a draft holds anything the stored resume does not. */
export const draftDiffers = (draft: Draft, stored: { data: ResumeData; visibility: ResumeVisibility }) =>
  draft.visibility !== stored.visibility || stableJson(draft.data) !== stableJson(stored.data);
