import type { ChangePasswordInput } from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

export const changePassword = (input: ChangePasswordInput) =>
  api.post("/auth/change-password", noContent, input);
