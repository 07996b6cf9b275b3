import { type TwoFactorInput, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Completes a sign-in that answered `2fa_required`, with the authenticator's current code. */
export const verifyTwoFactor = (input: TwoFactorInput) => api.post("/auth/2fa/verify", UserSchema, input);
