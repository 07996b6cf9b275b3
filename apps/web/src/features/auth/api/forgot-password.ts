import type { ForgotPasswordInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const forgotPassword = (input: ForgotPasswordInput) => api.post<void>("/auth/forgot-password", input);
