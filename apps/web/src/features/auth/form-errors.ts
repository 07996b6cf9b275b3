import { ApiError } from "../../lib/api-client";
import { showErrorToast } from "../../lib/error-toast";

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
