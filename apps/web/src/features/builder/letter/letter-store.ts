import type { Letter, LetterData } from "@vitae/schema";
import type { Path, PathValue } from "react-hook-form";
import { temporal } from "zundo";
import { create } from "zustand";
import { HISTORY_LIMIT, type SaveStatus } from "../store/builder-store";
import { createEditBursts } from "../store/edit-bursts";
import { getAtPath, setAtPath } from "../store/set-at-path";

/** What the writer edits, and the undo history tracks: the linked resume and the letter's content. */
export type LetterContent = { resumeId: string | null; data: LetterData };

/** The stored letter apart from its content: what the server owns (updatedAt, locked, the resume's look). */
export type LetterMeta = Omit<Letter, "data" | "resumeId">;

export type LetterPath = Path<LetterData>;

type LetterEditorState = {
  letter: LetterMeta | null;
  content: LetterContent | null;
  status: SaveStatus;
  /** With status "conflict": the letter as stored now (theirs). */
  conflict: Letter | null;
};

type LetterEditorActions = {
  /** Starts editing `letter`: the history starts empty. */
  load: (letter: Letter) => void;
  /** Sets one field of the content; typing in one field makes one undo step per burst. */
  setField: <P extends LetterPath>(path: P, value: PathValue<LetterData, P>) => void;
  /** Applies `recipe` to the content as one undo step (a linked resume, an accepted draft). Refused when locked. */
  update: (recipe: (content: LetterContent) => LetterContent) => void;
  /** Takes what the server says about the letter (updatedAt, lock, the resume's look) without an undo step. */
  patchLetter: (changes: Partial<LetterMeta>) => void;
  /** Replaces the content as one undo step (loading theirs after a conflict, a restored version). */
  replaceContent: (content: LetterContent) => void;
  setStatus: (status: SaveStatus) => void;
  setConflict: (conflict: Letter | null) => void;
};

const emptyState: LetterEditorState = { letter: null, content: null, status: "saved", conflict: null };

const bursts = createEditBursts();

/** The letter being edited in the letter builder, with its undo history (as the resume builder's store). */
export const useLetterStore = create<LetterEditorState & LetterEditorActions>()(
  temporal(
    (set, get) => {
      const commit = (next: LetterContent, key?: string) => {
        const { content, letter } = get();
        if (!content || !letter || letter.locked || next === content) return;
        bursts.commit(key, useLetterStore.temporal.getState(), () => set({ content: next }));
      };
      return {
        ...emptyState,
        load: ({ data, resumeId, ...letter }) => {
          bursts.end();
          set({ ...emptyState, letter, content: { resumeId, data } });
          useLetterStore.temporal.getState().clear();
        },
        setField: (path, value) => {
          const { content } = get();
          if (content) commit({ ...content, data: setAtPath(content.data, path, value) }, path);
        },
        update: (recipe) => {
          const { content } = get();
          if (!content) return;
          bursts.end();
          commit(recipe(content));
        },
        patchLetter: (changes) => {
          const { letter } = get();
          if (letter) set({ letter: { ...letter, ...changes } });
        },
        replaceContent: (content) => {
          bursts.end();
          set({ content });
        },
        setStatus: (status) => set({ status }),
        setConflict: (conflict) => set({ conflict }),
      };
    },
    {
      limit: HISTORY_LIMIT,
      partialize: (state) => ({ content: state.content }),
      // Only content changes are steps: a save status or a new updatedAt is not something to undo.
      equality: (past, current) => past.content === current.content,
    },
  ),
);

const editable = () => useLetterStore.getState().letter?.locked === false;

export const letterHistory = {
  store: useLetterStore.temporal,
  undo: () => {
    if (!editable()) return;
    bursts.end();
    useLetterStore.temporal.getState().undo();
  },
  redo: () => {
    if (!editable()) return;
    bursts.end();
    useLetterStore.temporal.getState().redo();
  },
};

/** One field of the letter being edited, and what sets it; re-renders only when that field changes. */
export function useLetterField<P extends LetterPath>(
  path: P,
): [PathValue<LetterData, P>, (value: PathValue<LetterData, P>) => void] {
  const value = useLetterStore((state) => getAtPath(state.content?.data, path) as PathValue<LetterData, P>);
  const setField = useLetterStore((state) => state.setField);
  return [value, (next) => setField(path, next)];
}
