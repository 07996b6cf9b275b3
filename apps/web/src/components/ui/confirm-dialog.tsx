import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "./alert-dialog";
import { Button } from "./button";
import { Spinner } from "./spinner";

/**
 * Asks before something that removes or replaces content (an item, every item, a custom section, restoring a
 * version). By default it closes on confirming; with `pending` it stays open, busy, until the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  onConfirm,
  destructive = true,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  onConfirm: () => void;
  /** A red confirm button (removing something); else the primary one. */
  destructive?: boolean;
  /** The confirmed action is running: the dialog stays open and the button busy until the caller closes it. */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">{t("builder.confirm.cancel")}</Button>
          </AlertDialogCancel>
          <Button
            variant={destructive ? "destructive" : "primary"}
            disabled={pending === true}
            aria-busy={pending === true}
            onClick={() => {
              onConfirm();
              if (pending === undefined) onOpenChange(false);
            }}
          >
            {pending === true && <Spinner />}
            {confirm}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
