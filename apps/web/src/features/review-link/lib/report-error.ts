import { showErrorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";

/** A failed write says why in the server's words when it gave a known code, else that it did not work. */
export const reportError = (error: unknown): void => {
  if (!showErrorToast(error)) toast({ variant: "error", title: i18n.t("review.failed") });
};
