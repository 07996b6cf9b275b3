import type { TwoFactorBackupCodes, TwoFactorInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const enableTwoFactor = (input: TwoFactorInput) =>
  api.post<TwoFactorBackupCodes>("/auth/2fa/enable", input);
