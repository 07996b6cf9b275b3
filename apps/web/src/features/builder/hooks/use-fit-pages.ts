import type { FitChange, FitLeftover, ResumeData } from "@vitae/schema";
import { designOf, fitToPages, sheetMeasureInput, withDesign } from "@vitae/templates";
import { useState } from "react";
import { undo, useBuilderStore } from "../store/builder-store";
import { previewMeasure } from "../store/preview-measure";

export type FitState =
  | { kind: "idle" }
  | { kind: "fitting"; pages: number }
  /** `fitted`: the data the fitting made, so Undo acts only while nothing was edited after it. */
  | { kind: "fitted"; pages: number; changes: FitChange[]; fitted: ResumeData }
  | { kind: "fits"; pages: number }
  | { kind: "too-long"; pages: number; leftover: FitLeftover }
  | { kind: "undone" }
  | { kind: "failed" };

/**
 * "Fit to N pages" on the preview's own layout: searches the least change of spacing, line height, margins and
 * font size that lays the resume out on `pages` sheets (see fitToPages), and makes it one undo step. Nothing
 * changes when it already fits or cannot fit.
 */
export function useFitPages() {
  const [state, setState] = useState<FitState>({ kind: "idle" });

  const fit = async (pages: number) => {
    const data = useBuilderStore.getState().data;
    const preview = previewMeasure();
    if (!data || !preview) {
      setState({ kind: "failed" });
      return;
    }
    setState({ kind: "fitting", pages });
    let first = true;
    try {
      const outcome = await fitToPages(designOf(data), pages, (design) => {
        const fresh = first;
        first = false;
        return preview.measure(sheetMeasureInput(data, design), fresh);
      });
      if (!outcome.fits) {
        setState({ kind: "too-long", pages, leftover: outcome.leftover });
        return;
      }
      if (outcome.changes.length === 0) {
        setState({ kind: "fits", pages });
        return;
      }
      const store = useBuilderStore.getState();
      // A step of its own, even right after typing in a design field.
      store.endEditBurst();
      store.update((current) => withDesign(current, outcome.design));
      store.endEditBurst();
      const fitted = useBuilderStore.getState().data;
      if (fitted === data || fitted === null) setState({ kind: "failed" });
      else setState({ kind: "fitted", pages, changes: outcome.changes, fitted });
    } catch {
      setState({ kind: "failed" });
    } finally {
      preview.end();
    }
  };

  /** Takes the fitting back, while it is still the last change. */
  const canUndo = (current: ResumeData | null) => state.kind === "fitted" && current === state.fitted;
  const undoFit = () => {
    if (!canUndo(useBuilderStore.getState().data)) return;
    undo();
    setState({ kind: "undone" });
  };

  return { state, fit, canUndo, undoFit };
}
