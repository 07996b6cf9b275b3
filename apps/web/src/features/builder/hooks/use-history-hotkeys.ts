import { useEffect } from "react";
import { redo, undo } from "../store/builder-store";

/** The history the keys act on: the resume builder's unless another is given (the letter builder's). */
type History = { undo: () => void; redo: () => void };
const resumeHistory: History = { undo, redo };

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, also while typing in a field: the fields show the
 * store, so its history is the one that counts. The rich-text editor keeps its own history inside it.
 */
export function useHistoryHotkeys(history: History = resumeHistory): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      const key = event.key.toLowerCase();
      const isUndo = key === "z" && !event.shiftKey;
      const isRedo = (key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey && !event.shiftKey);
      if (!isUndo && !isRedo) return;
      event.preventDefault();
      if (isUndo) history.undo();
      else history.redo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [history]);
}
