import type { RegisterInput, User } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const register = (input: RegisterInput) => api.post<User>("/auth/register", input);
