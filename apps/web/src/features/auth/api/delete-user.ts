import type { Reauthentication } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export const deleteUser = (proof: Reauthentication) => api.delete<void>("/user/me", proof);
