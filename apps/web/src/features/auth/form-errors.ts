import { ApiError } from "../../lib/api-client";
import { showErrorToast } from "../../lib/error-toast";
import { i18n } from "../../lib/i18n";

/**
 * For forms whose mutations turn the error toast off (`meta: { errorToast: false }`): a refusal with one of
 * `codes` belongs to a field and is shown there by `onField`; anything else (rate limit, server down) is
 * still toasted, since no field explains it.
 */
export function showOnFieldOrToast(
  error: unknown,
  codes: readonly string[],
  onField: (code: string) => void,
): void {
  if (error instanceof ApiError && error.code !== null && codes.includes(error.code)) {
    onField(error.code);
    return;
  }
  showErrorToast(error);
}

/**
 * A refused authenticator code, said at its field: wrong or expired, or right but already used in its 30 s
 * step (the code still on screen right after enabling), which needs the next code rather than a retype.
 * Anything else is toasted.
 */
export function showCodeRefusal(error: unknown, showAtField: (message: string) => void): void {
  showOnFieldOrToast(error, ["InvalidTwoFactorCode", "TwoFactorCodeUsed"], (code) =>
    showAtField(
      code === "TwoFactorCodeUsed"
        ? i18n.t("TwoFactorCodeUsed.description", { ns: "errors" })
        : i18n.t("verifyOtp.invalidCode", { ns: "account" }),
    ),
  );
}
