import { type RefObject, useEffect } from "react";
import { useEditorTarget } from "../store/editor-target";

/** The attribute a resume-bound input carries, so a focus request can find the field by its resume path. */
export const resumePathAttribute = "data-resume-path";

/**
 * Honours `useEditorTarget().focus` for one part of the left panel (`section`: "basics", "summary",
 * "experience", "custom.<id>"): the field it names is focused when this part shows it, else the part's
 * heading (which needs tabIndex -1), scrolled into view either way.
 */
export function useFocusRequest(section: string | undefined, heading: RefObject<HTMLElement | null>): void {
  const focus = useEditorTarget((state) => state.focus);
  useEffect(() => {
    if (section === undefined || focus?.section !== section || !heading.current) return;
    const field =
      focus.field === undefined
        ? null
        : heading.current.ownerDocument.querySelector<HTMLElement>(
            `[${resumePathAttribute}="${focus.field.replace(/["\\]/g, "")}"]`,
          );
    const target = field ?? heading.current;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView?.({ behavior: smooth ? "smooth" : "auto", block: field ? "center" : "start" });
    target.focus({ preventScroll: true });
  }, [focus, section, heading]);
}
