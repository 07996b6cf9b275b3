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

type LockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resume?: Resume | undefined;
};

/** Locking and unlocking each ask first; the dialog offers whichever the resume is not. */
export function LockDialog({ open, onOpenChange, resume }: LockDialogProps) {
  const { t } = useTranslation();
  const lock = useLockResume();
  const action = resume?.locked ? "unlock" : "lock";

  const confirm = () => {
    if (!resume?.id) return;
    lock.mutate({ id: resume.id, set: !resume.locked });
    onOpenChange(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <div className="flex flex-col gap-1.5">
          <AlertDialogTitle>
            {t(`resumes.lockDialog.${action}.title`, { title: resume?.title ?? "" })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t(`resumes.lockDialog.${action}.description`)}</AlertDialogDescription>
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
