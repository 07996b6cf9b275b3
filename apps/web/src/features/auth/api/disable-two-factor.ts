import { MessageResponseSchema, type Reauthentication } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** The answer's `message` is shown as a toast. */
export const disableTwoFactor = (proof: Reauthentication) =>
  api.post("/auth/2fa/disable", MessageResponseSchema, proof);
