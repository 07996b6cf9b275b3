import { type Resume, ResumeDataSchema } from "@vitae/schema";
import { useEffect, useEffectEvent } from "react";
import { i18n } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type SaveResumeRequest, saveResume } from "../api/save-resume";
import { type Autosave, createAutosave } from "../store/autosave";
import { useBuilderStore } from "../store/builder-store";
import { clearDraft, writeDraft } from "../store/draft-storage";

/**
 * The save session of each resume, kept after the builder is left until its last save is through, so
 * opening the resume again can wait for it instead of loading what it is about to replace.
 */
const sessions = new Map<string, Autosave>();

/** Waits (at most `timeoutMs`) for the saves of a resume that was being edited to finish. */
export async function savesSettled(id: string, timeoutMs = 5000): Promise<void> {
  const session = sessions.get(id);
  if (!session) return;
  await Promise.race([session.settled(), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * Before another resume takes this one's place in the store: what waits is saved as it is now, whatever the
 * store shows next.
 */
export function leaveSession(id: string): void {
  const session = sessions.get(id);
  session?.detach();
  session?.flush();
}

const editing = (id: string) => useBuilderStore.getState().resume?.id === id;

function readRequest(id: string): SaveResumeRequest | null {
  const { resume, data } = useBuilderStore.getState();
  if (!resume || !data || resume.id !== id) return null;
  const { title, slug, visibility, updatedAt } = resume;
  return { id, title, slug, visibility, data, updatedAt };
}

/**
 * Saves the resume in the builder store as it is edited (spec §4): 500 ms after the last edit, one request
 * at a time, retried while offline, flushed when the builder is left or the tab is hidden or closed
 * (fetch keepalive). Until the server has an edit, a draft of it stays on this device.
 */
export function useAutosave({
  id,
  restored,
  onSaved,
}: {
  id: string;
  /** The store holds a draft restored from this device: save it without waiting for an edit. */
  restored: boolean;
  onSaved: (resume: Resume) => void;
}): void {
  const saved = useEffectEvent(onSaved);

  useEffect(() => {
    const store = useBuilderStore;
    const autosave = createAutosave({
      read: () => readRequest(id),
      save: saveResume,
      isValid: (request) => ResumeDataSchema.safeParse(request.data).success,
      onSaved: (resume) => {
        if (editing(id)) store.getState().patchResume({ updatedAt: resume.updatedAt, locked: resume.locked });
        saved(resume);
      },
      onConflict: (current) => {
        if (!editing(id)) return;
        store.getState().setConflict(current);
        toast({
          variant: "error",
          title: i18n.t("builder.conflict.toastTitle"),
          description: i18n.t("builder.conflict.toastDescription"),
        });
      },
      onLocked: () => {
        if (!editing(id)) return;
        store.getState().patchResume({ locked: true });
        toast({
          variant: "error",
          title: i18n.t("builder.lockedElsewhere.title"),
          description: i18n.t("builder.lockedElsewhere.description"),
        });
      },
      onStatus: (status) => {
        if (editing(id)) store.getState().setStatus(status);
        if (status === "saved") clearDraft(id);
      },
    });
    sessions.set(id, autosave);
    if (restored) autosave.schedule();

    const unsubscribe = store.subscribe((state, previous) => {
      if (state.resume?.id !== id || previous.resume?.id !== id || !state.data) return;
      if (state.data === previous.data && state.resume.visibility === previous.resume.visibility) return;
      // The safety net first: if the tab dies before the save, the next open offers this again.
      writeDraft(id, { base: state.resume.updatedAt, data: state.data, visibility: state.resume.visibility });
      autosave.schedule();
    });
    const flushBeforeLeaving = () => autosave.flush({ keepalive: true });
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") flushBeforeLeaving();
    };
    window.addEventListener("pagehide", flushBeforeLeaving);
    document.addEventListener("visibilitychange", onVisibilityChange);

    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flushBeforeLeaving);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      // Leaving the builder: what waits is saved now, and goes on being saved if the store moves on.
      autosave.detach();
      autosave.flush();
      void autosave.settled().then(() => {
        autosave.dispose();
        if (sessions.get(id) === autosave) sessions.delete(id);
      });
    };
  }, [id, restored]);
}

/** The current resume's save session, for the actions below. */
const sessionOf = () => {
  const id = useBuilderStore.getState().resume?.id;
  return id ? sessions.get(id) : undefined;
};

/** After a conflict: the user's version wins, saved on top of the one stored now. */
export function keepMine(): void {
  const { conflict, patchResume, setConflict } = useBuilderStore.getState();
  if (!conflict) return;
  patchResume({ updatedAt: conflict.updatedAt, locked: conflict.locked });
  setConflict(null);
  sessionOf()?.retry();
}

/** After a conflict: the stored version replaces the user's, as one step that undo takes back. */
export function takeTheirs(): void {
  const { conflict, patchResume, replaceData, setConflict } = useBuilderStore.getState();
  if (!conflict) return;
  const { data, ...meta } = conflict;
  patchResume(meta);
  replaceData(data);
  setConflict(null);
  sessionOf()?.markSaved();
}

/** Saves what waits now and resolves once the server has it (or saving stopped for the user to decide). */
export async function saveNow(): Promise<void> {
  const session = sessionOf();
  if (!session) return;
  session.flush();
  await session.settled();
}

/** Tries a failed save again now, or saves after the resume was unlocked. */
export function retrySave(): void {
  sessionOf()?.retry();
}
