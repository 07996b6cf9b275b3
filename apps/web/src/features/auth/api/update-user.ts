import { type UpdateUserRequest, UserSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** An e-mail change must carry the password or a 2FA code; other fields need none. */
export const updateUser = (input: UpdateUserRequest) => api.patch("/user/me", UserSchema, input);
