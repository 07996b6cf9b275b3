import type { ForgotPasswordInput } from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post("/auth/forgot-password", noContent, input);
