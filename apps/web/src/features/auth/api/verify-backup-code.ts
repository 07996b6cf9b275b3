import type { BackupCodeInput, User } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/** Completes a sign-in that answered `2fa_required`, spending one backup code. */
export const verifyBackupCode = (input: BackupCodeInput) => api.post<User>("/auth/2fa/backup", input);
