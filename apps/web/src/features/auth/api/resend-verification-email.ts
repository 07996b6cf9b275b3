import { api, noContent } from "@/lib/api-client";

export const resendVerificationEmail = () => api.post("/auth/verify-email/resend", noContent);
