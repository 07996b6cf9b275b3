import type { Resume, ResumeData, ResumeVisibility } from "@vitae/schema";
import type { Path, PathValue } from "react-hook-form";
import { temporal } from "zundo";
import { create } from "zustand";
import { createEditBursts } from "./edit-bursts";
import { setAtPath } from "./set-at-path";

/** At most 100 undo steps. */
export const HISTORY_LIMIT = 100;

export { COALESCE_WINDOW_MS } from "./edit-bursts";

/** A field of the resume data, as a dotted path: "basics.name", "metadata.page.format". */
export type DataPath = Path<ResumeData>;
export type DataValue<P extends DataPath> = PathValue<ResumeData, P>;

/** The stored resume apart from its data: what the server owns (updatedAt, locked) and the sharing choice. */
export type ResumeMeta = Omit<Resume, "data">;

export type SaveStatus =
  /** Everything is on the server. */
  | "saved"
  /** An edit waits for the debounce. */
  | "pending"
  | "saving"
  /** The last save failed for a reason that may pass (offline, server error); it is tried again. */
  | "retrying"
  /** A field holds a value the server would refuse (an e-mail without @); fixing it saves. */
  | "invalid"
  /** Someone saved this resume elsewhere since it was loaded here; the user chooses what wins. */
  | "conflict"
  /** The resume was locked elsewhere; unlocking saves. */
  | "locked"
  /** The server refused the save; the next edit tries again. */
  | "failed";

type BuilderState = {
  resume: ResumeMeta | null;
  /** The resume being edited; the undo history tracks this and nothing else. */
  data: ResumeData | null;
  status: SaveStatus;
  /** With status "conflict": the resume as stored now (theirs). */
  conflict: Resume | null;
};

type BuilderActions = {
  /** Starts editing `resume`: the history starts empty. */
  load: (resume: Resume) => void;
  setValue: <P extends DataPath>(path: P, value: DataValue<P>) => void;
  setVisibility: (visibility: ResumeVisibility) => void;
  /** Takes what the server says about the resume (a new updatedAt after a save, a lock) without an undo step. */
  patchResume: (changes: Partial<ResumeMeta>) => void;
  /** Replaces the data as one undo step (loading theirs after a conflict: undo brings the user's back). */
  replaceData: (data: ResumeData) => void;
  /**
   * Applies `recipe` to the data as one undo step (an item added, a section moved, a custom section removed).
   * The recipe returns a new object and never mutates; returning the same object changes nothing. Refused on a
   * locked resume. With `coalesce`, updates under the same key closer together than COALESCE_WINDOW_MS make one
   * step, like typing in a field (an item dialog editing an item live).
   */
  update: (recipe: (data: ResumeData) => ResumeData, options?: { coalesce?: string }) => void;
  /** Ends a burst of typing: the next edit is its own undo step, even in the same field (an AI revision). */
  endEditBurst: () => void;
  setStatus: (status: SaveStatus) => void;
  setConflict: (conflict: Resume | null) => void;
};

export type BuilderStore = BuilderState & BuilderActions;

const emptyState: BuilderState = { resume: null, data: null, status: "saved", conflict: null };

/** Merges a burst of keystrokes in one field into one undo step. */
const bursts = createEditBursts();

export const useBuilderStore = create<BuilderStore>()(
  temporal(
    (set, get) => ({
      ...emptyState,
      load: (resume) => {
        const { data, ...meta } = resume;
        bursts.end();
        set({ ...emptyState, resume: meta, data });
        useBuilderStore.temporal.getState().clear();
      },
      setValue: (path, value) => {
        const { data } = get();
        if (data) get().update((current) => setAtPath(current, path, value), { coalesce: path });
      },
      setVisibility: (visibility) => {
        const { resume } = get();
        if (!resume || resume.locked || resume.visibility === visibility) return;
        set({ resume: { ...resume, visibility } });
      },
      patchResume: (changes) => {
        const { resume } = get();
        if (resume) set({ resume: { ...resume, ...changes } });
      },
      replaceData: (data) => {
        bursts.end();
        set({ data });
      },
      update: (recipe, options = {}) => {
        const { data, resume } = get();
        if (!data || !resume || resume.locked) return;
        const next = recipe(data);
        if (next === data) return;
        bursts.commit(options.coalesce, useBuilderStore.temporal.getState(), () => set({ data: next }));
      },
      endEditBurst: () => bursts.end(),
      setStatus: (status) => set({ status }),
      setConflict: (conflict) => set({ conflict }),
    }),
    {
      limit: HISTORY_LIMIT,
      partialize: (state) => ({ data: state.data }),
      // Only data changes are steps: a save status or a new updatedAt is not something to undo.
      equality: (past, current) => past.data === current.data,
    },
  ),
);

/** Undo and redo of the resume's data; an edit after an undo drops the redo steps. */
export const builderHistory = () => useBuilderStore.temporal.getState();

const editable = () => useBuilderStore.getState().resume?.locked === false;

export function undo(): void {
  if (!editable()) return;
  bursts.end();
  builderHistory().undo();
}

export function redo(): void {
  if (!editable()) return;
  bursts.end();
  builderHistory().redo();
}
