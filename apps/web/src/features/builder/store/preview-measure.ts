import type { PageMeasurement, SheetMeasureInput } from "@vitae/templates";

/**
 * How the builder's preview lays the resume out on sheets (set by whoever frames the artboard): `measure` with
 * the page variables of a design (`fresh` on a fitting's first layout), `end` when the fitting is over.
 */
export type PreviewMeasure = {
  measure(input: SheetMeasureInput, fresh: boolean): Promise<PageMeasurement>;
  end(): void;
};

let current: PreviewMeasure | null = null;

/** Sets (or, with null, clears) the preview's measuring; returns what clears it again. */
export function setPreviewMeasure(measure: PreviewMeasure | null): () => void {
  current = measure;
  return () => {
    if (current === measure) current = null;
  };
}

export const previewMeasure = (): PreviewMeasure | null => current;
