import { isErrorCode } from "@vitae/schema";
import { ApiError } from "./api-client";
import { i18n } from "./i18n";
import { toast } from "./toast";

/**
 * A server message code the app knows becomes a localized error toast; anything else shows nothing
 * (the caller decides whether to say more). Returns whether a toast was shown.
 */
export function showErrorToast(error: unknown): boolean {
  if (!(error instanceof ApiError) || !isErrorCode(error.code)) return false;
  const { code } = error;
  toast({
    variant: "error",
    title: i18n.t(`${code}.title`, { ns: "errors" }),
    // A refused origin says which address and which setting (ALLOWED_ORIGINS, PUBLIC_URL) to fix: only the
    // server knows, so its message is shown rather than the generic "You do not have permission".
    description:
      code === "Forbidden" && error.message !== ""
        ? error.message
        : i18n.t(`${code}.description`, { ns: "errors" }),
  });
  return true;
}
