import { create } from "zustand";

/**
 * Whether the share and review sheet is open, and the thread it should bring into view (a marker in the preview
 * was clicked). Kept outside the sheet so the preview's markers can open it.
 */
export const useReviewPanel = create<{
  open: boolean;
  /** The thread to show and focus once the sheet is open. */
  thread: string | null;
}>(() => ({ open: false, thread: null }));

export const openReviewPanel = (thread: string | null = null) =>
  useReviewPanel.setState({ open: true, thread });

export const setReviewPanelOpen = (open: boolean) =>
  useReviewPanel.setState(open ? { open } : { open, thread: null });
