import type { ResetPasswordInput } from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

export const resetPassword = (input: ResetPasswordInput) =>
  api.post("/auth/reset-password", noContent, input);
