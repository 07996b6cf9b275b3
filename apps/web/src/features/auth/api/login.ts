import type { AuthResponse, LoginInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const login = (input: LoginInput) => api.post<AuthResponse>("/auth/login", input);
