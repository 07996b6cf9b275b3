import { api, noContent } from "@/lib/api-client";

export const verifyEmail = (token: string) =>
  api.post("/auth/verify-email", noContent, undefined, { query: { token } });
