import type { Resume } from "@vitae/schema";
import { useBuilderStore } from "./builder-store";
import { clearDraft, draftDiffers, readDraft } from "./draft-storage";

/**
 * Starts editing a freshly fetched resume with an empty history. Edits this device could not
 * save last time come back on top, as one undo step; if the stored resume moved on since, their first
 * save meets the conflict and the user chooses. Returns whether such a draft was restored.
 */
export function openResume(resume: Resume): boolean {
  const store = useBuilderStore.getState();
  store.load(resume);
  const draft = readDraft(resume.id);
  if (!draft || !draftDiffers(draft, resume)) {
    clearDraft(resume.id);
    return false;
  }
  store.patchResume({ updatedAt: draft.base, visibility: draft.visibility });
  store.replaceData(draft.data);
  return true;
}
