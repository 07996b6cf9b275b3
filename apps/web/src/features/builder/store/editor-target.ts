import { create } from "zustand";

/**
 * Which item dialog is open in the left panel, and which section the panel should bring into view. Set by
 * the panel's own buttons and by clicks in the preview (the artboard reports what was clicked), so both open
 * the same dialog the same way.
 */
export type ItemDialogTarget = {
  /** A built-in list section key ("experience") or "custom.<id>". */
  section: string;
  /** The item to edit; absent to create a new one. */
  itemId?: string;
};

type EditorTargetState = {
  dialog: ItemDialogTarget | null;
  /**
   * The section the left panel scrolls to, and within it the field to focus (a resume path such as
   * "basics.url.href"); `nonce` makes asking twice for the same section scroll again.
   */
  focus: { section: string; field?: string; nonce: number } | null;
  openItemDialog: (target: ItemDialogTarget) => void;
  closeItemDialog: () => void;
  focusSection: (section: string, field?: string) => void;
};

export const useEditorTarget = create<EditorTargetState>()((set) => ({
  dialog: null,
  focus: null,
  openItemDialog: (dialog) => set({ dialog }),
  closeItemDialog: () => set({ dialog: null }),
  focusSection: (section, field) =>
    set((state) => ({
      focus: { section, ...(field === undefined ? {} : { field }), nonce: (state.focus?.nonce ?? 0) + 1 },
    })),
}));
