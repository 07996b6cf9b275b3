import type { Resume } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useLockResume } from "../hooks/use-lock-resume";

/** The kinds of document the dashboard lists; each has its own words under `<kind>.…` in the catalogue. */
export type DocumentKind = "resumes" | "letters";

type DocumentLockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: DocumentKind;
  document?: { title: string; locked: boolean } | undefined;
  /** Sets the lock to `set` (the dialog has closed by then). */
  onConfirm: (set: boolean) => void;
};

/** Locking and unlocking each ask first; the dialog offers whichever the document is not. */
export function DocumentLockDialog({
  open,
  onOpenChange,
  kind,
  document,
  onConfirm,
}: DocumentLockDialogProps) {
  const { t } = useTranslation();
  const action = document?.locked ? "unlock" : "lock";

  const confirm = () => {
    if (!document) return;
    onConfirm(!document.locked);
    onOpenChange(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <div className="flex flex-col gap-1.5">
          <AlertDialogTitle>
            {t(`resumes.lockDialog.${action}.title`, { title: document?.title ?? "" })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t(`${kind}.lockDialog.${action}.description`)}</AlertDialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">{t("resumes.lockDialog.cancel")}</Button>
          </AlertDialogCancel>
          <Button onClick={confirm}>{t(`resumes.lockDialog.${action}.confirm`)}</Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The lock dialog of a resume. */
export function LockDialog({
  open,
  onOpenChange,
  resume,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resume?: Resume | undefined;
}) {
  const lock = useLockResume();
  return (
    <DocumentLockDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="resumes"
      document={resume}
      onConfirm={(set) => resume && lock.mutate({ id: resume.id, set })}
    />
  );
}
