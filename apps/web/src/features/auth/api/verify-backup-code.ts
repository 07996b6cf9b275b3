import { type BackupCodeInput, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Completes a sign-in that answered `2fa_required`, spending one backup code. */
export const verifyBackupCode = (input: BackupCodeInput) => api.post("/auth/2fa/backup", UserSchema, input);
