import { useCallback, useState } from "react";

export type ResumesLayout = "grid" | "list";

export const RESUMES_LAYOUT_STORAGE_KEY = "resumes.layout";

function readLayout(): ResumesLayout {
  try {
    return localStorage.getItem(RESUMES_LAYOUT_STORAGE_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

/** Grid or list, remembered in this browser. */
export function useResumesLayout(): [ResumesLayout, (layout: ResumesLayout) => void] {
  const [layout, setLayoutState] = useState(readLayout);
  const setLayout = useCallback((next: ResumesLayout) => {
    try {
      localStorage.setItem(RESUMES_LAYOUT_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
    setLayoutState(next);
  }, []);
  return [layout, setLayout];
}
