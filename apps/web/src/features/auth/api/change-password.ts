import type { ChangePasswordInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const changePassword = (input: ChangePasswordInput) => api.post<void>("/auth/change-password", input);
