import type { ImportResult, ImportWarning } from "./result.ts";

// Conversions are synchronous, so the notes of the one running now are the only list open at a time.
let open: ImportWarning[] | undefined;

/**
 * A warning from a helper too deep in a conversion to be handed its `Warnings` (a text kept as plain text
 * because it is too long to format); dropped when no conversion collects notes.
 */
export const addConversionNote = (warning: ImportWarning): void => {
  open?.push(warning);
};

/** Runs a conversion and appends the notes its helpers added to its warnings. */
export const withConversionNotes = (convert: () => ImportResult): ImportResult => {
  const outer = open;
  const notes: ImportWarning[] = [];
  open = notes;
  try {
    const result = convert();
    return notes.length === 0 ? result : { ...result, warnings: [...result.warnings, ...notes] };
  } finally {
    open = outer;
  }
};
