import type { UpdateUserRequest, User } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/** An e-mail change must carry the password or a 2FA code; other fields need none. */
export const updateUser = (input: UpdateUserRequest) => api.patch<User>("/user/me", input);
