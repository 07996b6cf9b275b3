import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { DocumentKind } from "./lock-dialog";

/** "Delete …?": a confirmation naming the document, which then moves to the trash. */
export function MoveToTrashDialog({
  open,
  onOpenChange,
  kind,
  title,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: DocumentKind;
  title: string;
  /** Moves it; answering false keeps the dialog open (nothing to move). */
  onConfirm: () => boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <div className="flex flex-col gap-1.5">
          <AlertDialogTitle>{t("resumes.dialog.delete.title", { title })}</AlertDialogTitle>
          <AlertDialogDescription>{t(`${kind}.dialog.delete.description`)}</AlertDialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">{t("resumes.dialog.cancel")}</Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={() => {
              if (onConfirm() !== false) onOpenChange(false);
            }}
          >
            {t("resumes.dialog.delete.submit")}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
