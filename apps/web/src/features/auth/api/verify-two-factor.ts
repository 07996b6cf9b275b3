import type { TwoFactorInput, User } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/** Completes a sign-in that answered `2fa_required`, with the authenticator's current code. */
export const verifyTwoFactor = (input: TwoFactorInput) => api.post<User>("/auth/2fa/verify", input);
