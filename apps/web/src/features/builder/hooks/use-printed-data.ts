import { type ResumeData, resumeInLanguage } from "@vitae/schema";
import { useSyncExternalStore } from "react";
import { useBuilderStore } from "../store/builder-store";
import { savableData } from "../store/savable-data";
import { editedLanguage, useBuilderLanguageStore } from "../translations/builder-language";
import { useStoredData } from "./use-autosave";

/** The last answer of `printedData`, so the same stores give the same object. */
let last: {
  data: ResumeData | null;
  stored: ResumeData | null;
  language: string | null;
  printed: ResumeData | null;
} | null = null;

/**
 * The resume as it prints: the edited data, except that a field held back as invalid shows the value the server
 * keeps (what the PDF has), so the preview never shows what will not print. The field itself keeps the typed
 * value and its message. In another of the resume's languages, the resume as it prints in that one.
 */
export function printedData(): ResumeData | null {
  const { data } = useBuilderStore.getState();
  const stored = useStoredData.getState().data;
  const language = editedLanguage(data, useBuilderLanguageStore.getState().language);
  if (last?.data !== data || last.stored !== stored || last.language !== language) {
    const savable = !data || !stored ? data : (savableData(data, stored)?.data ?? stored);
    const printed = savable !== null && language !== null ? resumeInLanguage(savable, language) : savable;
    last = { data, stored, language, printed };
  }
  return last.printed;
}

/** Calls `onChange` whenever what prints may have changed, as the stores change (before React renders). */
export function subscribePrinted(onChange: () => void): () => void {
  const unsubscribeEdits = useBuilderStore.subscribe(onChange);
  const unsubscribeStored = useStoredData.subscribe(onChange);
  const unsubscribeLanguage = useBuilderLanguageStore.subscribe(onChange);
  return () => {
    unsubscribeEdits();
    unsubscribeStored();
    unsubscribeLanguage();
  };
}

/** The resume as it prints (`printedData`), kept up to date. */
export const usePrintedData = (): ResumeData | null => useSyncExternalStore(subscribePrinted, printedData);
