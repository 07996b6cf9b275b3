import type { ResetPasswordInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const resetPassword = (input: ResetPasswordInput) => api.post<void>("/auth/reset-password", input);
