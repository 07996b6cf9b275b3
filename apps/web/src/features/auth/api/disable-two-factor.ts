import type { MessageResponse, Reauthentication } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/** The answer's `message` is shown as a toast (spec §7). */
export const disableTwoFactor = (proof: Reauthentication) =>
  api.post<MessageResponse>("/auth/2fa/disable", proof);
