import { type RegisterInput, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export const register = (input: RegisterInput) => api.post("/auth/register", UserSchema, input);
