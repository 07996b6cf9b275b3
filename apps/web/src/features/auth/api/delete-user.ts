import type { Reauthentication } from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

export const deleteUser = (proof: Reauthentication) => api.delete("/user/me", noContent, proof);
