import { api } from "../../../lib/api-client";

export const verifyEmail = (token: string) =>
  api.post<void>("/auth/verify-email", undefined, { query: { token } });
