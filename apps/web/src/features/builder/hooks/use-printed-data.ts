import type { ResumeData } from "@vitae/schema";
import { useMemo } from "react";
import { savableData } from "../store/savable-data";
import { useStoredData } from "./use-autosave";
import { useResumeData } from "./use-resume-field";

/**
 * The resume as it prints: the edited data, except that a field held back as invalid shows the value the server
 * keeps (what the PDF has), so the preview never shows what will not print. The field itself keeps the typed
 * value and its message.
 */
export function usePrintedData(): ResumeData | null {
  const data = useResumeData();
  const stored = useStoredData((state) => state.data);
  return useMemo(() => {
    if (!data || !stored) return data;
    return savableData(data, stored)?.data ?? stored;
  }, [data, stored]);
}
