import { MessageResponseSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Starts enabling 2FA: the answer's `message` is the otpauth:// URI to show as a QR code. */
export const setupTwoFactor = () => api.post("/auth/2fa/setup", MessageResponseSchema);
