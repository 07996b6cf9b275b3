import type { Resume, ResumeData } from "@vitae/schema";
import { useEffect, useEffectEvent, useRef } from "react";
import { create } from "zustand";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { type SavedResume, saveResume, type UpdateResumeRequest } from "@/lib/update-resume";
import { type Autosave, closeSession, createAutosave, flushWhenLeaving } from "../store/autosave";
import { useBuilderStore } from "../store/builder-store";
import { clearDraft, readDraft, writeDraft } from "../store/draft-storage";
import { isSavable, savableData } from "../store/savable-data";

/**
 * The fields of the resume being edited whose typed value the server would refuse: the last save sent the
 * stored value in their place, so they stay only here (and in the draft) until they are fixed.
 */
export const useHeldBackFields = create<{ paths: readonly string[] }>(() => ({ paths: [] }));

/** The data the server holds for the resume being edited, as far as its save session knows (what prints). */
export const useStoredData = create<{ data: ResumeData | null }>(() => ({ data: null }));

const setHeldBack = (paths: readonly string[]) => {
  const current = useHeldBackFields.getState().paths;
  if (current.length === paths.length && current.every((path, index) => path === paths[index])) return;
  useHeldBackFields.setState({ paths });
};

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

function readRequest(id: string): UpdateResumeRequest | null {
  const { resume, data } = useBuilderStore.getState();
  if (!resume || !data || resume.id !== id) return null;
  const { title, slug, visibility, updatedAt } = resume;
  return { id, title, slug, visibility, data, updatedAt };
}

/**
 * What goes to the server: the resume as edited, except that a value the server would refuse is replaced by
 * the one it holds (`stored`), so the other edits are saved. The typed value stays in the
 * store and its field keeps showing its message.
 */
function savableRequest(
  id: string,
  stored: ResumeData,
): { request: UpdateResumeRequest; heldBack: readonly string[] } | null {
  const request = readRequest(id);
  if (!request) return null;
  const savable = savableData(request.data, stored);
  // Nothing savable could be made: the whole request goes to the validity check, which waits for a fix.
  if (!savable) return { request, heldBack: [] };
  return { request: { ...request, data: savable.data }, heldBack: savable.heldBack };
}

/**
 * Saves the resume in the builder store as it is edited: 500 ms after the last edit, one request
 * at a time, retried while offline, flushed when the builder is left or the tab is hidden or closed
 * (fetch keepalive). Until the server has an edit, a draft of it stays on this device.
 */
export function useAutosave({
  id,
  restored,
  stored,
  onSaved,
}: {
  id: string;
  /** The store holds a draft restored from this device: save it without waiting for an edit. */
  restored: boolean;
  /** The resume's data as the server holds it (as loaded): what a refused field falls back to. */
  stored: ResumeData;
  onSaved: (resume: Resume) => void;
}): void {
  const saved = useEffectEvent(onSaved);
  const initiallyStored = useRef(stored);
  initiallyStored.current = stored;

  useEffect(() => {
    const store = useBuilderStore;
    /** The data the server holds now, as far as this session knows. */
    let lastStored = initiallyStored.current;
    const setStored = (data: ResumeData) => {
      lastStored = data;
      if (editing(id)) useStoredData.setState({ data });
    };
    setStored(lastStored);
    /**
     * The resume as the last save answered it: later saves send a JSON Patch from it. None until this session
     * has saved once (a draft restored from this device may not build on what the server holds).
     */
    let acknowledged: SavedResume | null = null;
    /** The fields the last request read held back. */
    let heldBack: readonly string[] = [];
    setHeldBack([]);
    const autosave = createAutosave({
      read: () => {
        const read = savableRequest(id, lastStored);
        if (!read) return null;
        heldBack = read.heldBack;
        if (editing(id)) setHeldBack(heldBack);
        const versionReason = pendingReasons.get(id);
        return versionReason === undefined ? read.request : { ...read.request, versionReason };
      },
      save: (request, options) => saveResume(request, acknowledged, options),
      // What `read` made savable is known valid already: no second parse of the whole resume per save.
      isValid: (request) => isSavable(request.data),
      onSaved: (resume) => {
        acknowledged = resume;
        setStored(resume.data);
        pendingReasons.delete(id);
        if (editing(id)) {
          store.getState().patchResume({ updatedAt: resume.updatedAt, locked: resume.locked });
          // A draft still needed (a held-back field, edits after this save) now sits on the new version, so
          // restoring it after a reload saves on top of it instead of meeting a conflict with itself.
          const { data, resume: meta } = store.getState();
          if (data && meta && readDraft(id)) {
            writeDraft(id, { base: resume.updatedAt, data, visibility: meta.visibility });
          }
        }
        saved(resume);
      },
      onConflict: (current) => {
        if (current) setStored(current.data);
        if (!editing(id)) return;
        store.getState().setConflict(current);
        toastConflict(i18n.t("builder.conflict.toastTitle"));
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
        // A held-back field exists only on this device: its draft stays until the field is fixed.
        if (status === "saved" && heldBack.length === 0) clearDraft(id);
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
    const stopWatching = flushWhenLeaving(autosave);

    return () => {
      unsubscribe();
      stopWatching();
      // Leaving the builder: what waits is saved now, and goes on being saved if the store moves on.
      closeSession(autosave, () => {
        if (sessions.get(id) === autosave) sessions.delete(id);
      });
    };
  }, [id, restored]);
}

/** Says a save met a newer version from elsewhere (`title` names the kind of document); the edits stay here. */
export function toastConflict(title: string): void {
  toast({ variant: "error", title, description: i18n.t("builder.conflict.toastDescription") });
}

/** Why the next save of a resume replaces its content wholesale, told to the server so it keeps what it replaces. */
const pendingReasons = new Map<string, "overwrite">();

/** The current resume's save session, for the actions below. */
const sessionOf = () => {
  const id = useBuilderStore.getState().resume?.id;
  return id ? sessions.get(id) : undefined;
};

/** After a conflict: the user's version wins, saved on top of the one stored now (which the server keeps as a version). */
export function keepMine(): void {
  const { conflict, patchResume, setConflict } = useBuilderStore.getState();
  if (!conflict) return;
  pendingReasons.set(conflict.id, "overwrite");
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

/**
 * Takes a resume the server just saved by other means (a restored version) as the one being edited: its data
 * replaces the editor's as one undo step (undo brings back what was there, and saves it), with nothing to save.
 */
export function adoptSaved(resume: Resume): void {
  const { patchResume, replaceData } = useBuilderStore.getState();
  const { data, ...meta } = resume;
  patchResume(meta);
  replaceData(data);
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
