import { AuthResponseSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Signs in with the learning platform's one-time hand-off token. */
export const coachIntegration = (token: string) =>
  api.post("/auth/coachIntegration", AuthResponseSchema, { token });
