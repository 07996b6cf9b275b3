import type { MessageResponse } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/** Starts enabling 2FA: the answer's `message` is the otpauth:// URI to show as a QR code. */
export const setupTwoFactor = () => api.post<MessageResponse>("/auth/2fa/setup");
