import { createRef } from "react";

/**
 * The preview's iframe, set by whoever frames the artboard. "Print from the browser" prints that frame:
 * the artboard's own print stylesheet lays the resume out on sheets of its format.
 */
export const previewFrame = createRef<HTMLIFrameElement>();

/** Opens the browser's print dialog for the resume; false when no preview is mounted. */
export function printPreview(): boolean {
  const target = previewFrame.current?.contentWindow;
  if (!target) return false;
  target.focus();
  target.print();
  return true;
}
