import { AuthResponseSchema, type LoginInput } from "@vitae/schema";
import { api } from "@/lib/api-client";

export const login = (input: LoginInput) => api.post("/auth/login", AuthResponseSchema, input);
