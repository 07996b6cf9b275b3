import { FileUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offers the create dialog instead, so the tile does not lead to a dead end. */
  onCreateInstead: () => void;
};

/**
 * Placeholder until the import issue lands: says plainly that importing is not available yet,
 * rather than showing a form that cannot work.
 */
export function ImportDialog({ open, onOpenChange, onCreateInstead }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* No corner button: the footer's Close is the one way out besides Escape. */}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("resumes.importDialog.title")}</DialogTitle>
          <DialogDescription>{t("resumes.importDialog.description")}</DialogDescription>
        </DialogHeader>
        <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/50 p-4 text-sm">
          <FileUp className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p>{t("resumes.importDialog.body")}</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("resumes.importDialog.close")}</Button>
          </DialogClose>
          <Button onClick={onCreateInstead}>{t("resumes.importDialog.createInstead")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
