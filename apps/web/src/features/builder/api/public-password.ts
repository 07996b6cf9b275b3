import { PublicProtectionSchema as ProtectionSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Whether the resume's public link asks for a password. */
export const getPublicPassword = (resumeId: string) =>
  api.get(`/resume/${resumeId}/public-password`, ProtectionSchema);

/** Sets or changes the password; readers who unlocked with the old one must type the new one. */
export const setPublicPassword = (resumeId: string, password: string) =>
  api.put(`/resume/${resumeId}/public-password`, ProtectionSchema, { password });

export const removePublicPassword = (resumeId: string) =>
  api.delete(`/resume/${resumeId}/public-password`, ProtectionSchema);
