import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("resumes.dialog.delete.title", { title })}
      description={t(`${kind}.dialog.delete.description`)}
      confirm={t("resumes.dialog.delete.submit")}
      // Closed here, and only once something was moved (a dialog without a document stays).
      pending={false}
      onConfirm={() => {
        if (onConfirm() !== false) onOpenChange(false);
      }}
    />
  );
}
