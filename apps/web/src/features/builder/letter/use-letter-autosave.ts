import { type Letter, UpdateLetterInputSchema } from "@vitae/schema";
import { useEffect, useEffectEvent } from "react";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { toastConflict } from "../hooks/use-autosave";
import { type Autosave, closeSession, createDocumentAutosave, flushWhenLeaving } from "../store/autosave";
import { conflictingLetter, saveLetter, type UpdateLetterRequest } from "./letter-api";
import { useLetterStore } from "./letter-store";

/** The save session of the letter being edited, for the conflict and retry actions below. */
let session: Autosave | null = null;

/**
 * Saves the letter in the letter store as it is edited, with the resume builder's autosave: 500 ms after the last
 * edit, one request at a time as a JSON Patch on the last answer, retried while offline, flushed when the page goes
 * away; a conflict or a lock stops it until the writer decides.
 */
export function useLetterAutosave({ id, onSaved }: { id: string; onSaved: (letter: Letter) => void }): void {
  const saved = useEffectEvent(onSaved);
  useEffect(() => {
    const store = useLetterStore;
    const editing = () => store.getState().letter?.id === id;
    /** The letter as the last save answered it: later saves patch it. */
    let acknowledged: Letter | null = null;
    const autosave = createDocumentAutosave<UpdateLetterRequest, Letter>({
      read: () => {
        const { letter, content } = store.getState();
        if (!letter || !content || letter.id !== id) return null;
        return { id, title: letter.title, ...content, updatedAt: letter.updatedAt };
      },
      save: (request, options) => saveLetter(request, acknowledged, options),
      isValid: (request) => UpdateLetterInputSchema.safeParse(request).success,
      onSaved: (letter) => {
        acknowledged = letter;
        // The server's look follows a newly linked resume; it is not an edit, so no undo step.
        if (editing()) {
          store
            .getState()
            .patchLetter({ updatedAt: letter.updatedAt, locked: letter.locked, look: letter.look });
        }
        saved(letter);
      },
      onConflict: (current) => {
        if (!editing()) return;
        store.getState().setConflict(current);
        toastConflict(i18n.t("letters.builder.conflict"));
      },
      onLocked: () => {
        if (!editing()) return;
        store.getState().patchLetter({ locked: true });
        toast({ variant: "error", title: i18n.t("builder.lockedElsewhere.title") });
      },
      onStatus: (status) => {
        if (editing()) store.getState().setStatus(status);
      },
      codes: { conflict: "LetterConflict", locked: "LetterLocked" },
      conflicting: conflictingLetter,
    });
    session = autosave;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.letter?.id !== id || previous.letter?.id !== id) return;
      if (state.content !== previous.content || state.letter.title !== previous.letter.title)
        autosave.schedule();
    });
    const stopWatching = flushWhenLeaving(autosave);
    return () => {
      unsubscribe();
      stopWatching();
      // Leaving the builder: what waits is saved as it is now.
      closeSession(autosave, () => {});
      if (session === autosave) session = null;
    };
  }, [id]);
}

/** After a conflict: the writer's letter wins, saved on top of the stored one (which the server keeps as a version). */
export function keepMyLetter(): void {
  const { conflict, patchLetter, setConflict } = useLetterStore.getState();
  if (!conflict) return;
  patchLetter({ updatedAt: conflict.updatedAt, locked: conflict.locked });
  setConflict(null);
  session?.retry();
}

/** After a conflict (or a restored version): the stored letter replaces the writer's, as one undo step. */
export function takeStoredLetter(letter?: Letter): void {
  const { conflict, patchLetter, replaceContent, setConflict } = useLetterStore.getState();
  const stored = letter ?? conflict;
  if (!stored) return;
  const { data, resumeId, ...meta } = stored;
  patchLetter(meta);
  replaceContent({ resumeId, data });
  setConflict(null);
  session?.markSaved();
}

/** Saves what waits now; resolves once the server has it (or saving stopped for the writer to decide). */
export async function saveLetterNow(): Promise<void> {
  if (!session) return;
  session.flush();
  await session.settled();
}

export const retryLetterSave = (): void => session?.retry();
