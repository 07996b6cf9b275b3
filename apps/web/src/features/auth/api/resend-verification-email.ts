import { api } from "../../../lib/api-client";

export const resendVerificationEmail = () => api.post<void>("/auth/verify-email/resend");
