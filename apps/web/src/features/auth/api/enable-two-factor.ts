import { TwoFactorBackupCodesSchema, type TwoFactorInput } from "@vitae/schema";
import { api } from "@/lib/api-client";

export const enableTwoFactor = (input: TwoFactorInput) =>
  api.post("/auth/2fa/enable", TwoFactorBackupCodesSchema, input);
