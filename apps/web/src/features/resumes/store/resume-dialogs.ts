import type { LetterSummary, Resume } from "@vitae/schema";
import { create } from "zustand";

export type ResumeDialogMode = "create" | "update" | "duplicate" | "delete";

type OpenDialog =
  | { kind: "resume"; mode: ResumeDialogMode; resume?: Resume | undefined }
  | { kind: "lock"; resume: Resume }
  | { kind: "tailor"; resume: Resume }
  | { kind: "import" }
  | { kind: "letter"; mode: ResumeDialogMode; letter?: LetterSummary | undefined }
  | { kind: "letterLock"; letter: LetterSummary };

type ResumeDialogsState = {
  /** At most one dialog at a time; null when none is open. */
  dialog: OpenDialog | null;
  openResumeDialog: (mode: ResumeDialogMode, resume?: Resume) => void;
  openLockDialog: (resume: Resume) => void;
  /** "Tailor for a job": a variant of the resume. */
  openTailorDialog: (resume: Resume) => void;
  openImportDialog: () => void;
  /** A cover letter's create, rename, duplicate or delete dialog. */
  openLetterDialog: (mode: ResumeDialogMode, letter?: LetterSummary) => void;
  openLetterLockDialog: (letter: LetterSummary) => void;
  close: () => void;
};

/** Tiles, menus and shortcuts open the dashboard's dialogs through this store instead of passing callbacks down. */
export const useResumeDialogs = create<ResumeDialogsState>()((set) => ({
  dialog: null,
  openResumeDialog: (mode, resume) => set({ dialog: { kind: "resume", mode, resume } }),
  openLockDialog: (resume) => set({ dialog: { kind: "lock", resume } }),
  openTailorDialog: (resume) => set({ dialog: { kind: "tailor", resume } }),
  openImportDialog: () => set({ dialog: { kind: "import" } }),
  openLetterDialog: (mode, letter) => set({ dialog: { kind: "letter", mode, letter } }),
  openLetterLockDialog: (letter) => set({ dialog: { kind: "letterLock", letter } }),
  close: () => set({ dialog: null }),
}));
