import { z } from "zod";

/** Sets or changes the password readers of a public resume's link must type. */
export const PublicPasswordInputSchema = z.object({
  password: z.string().min(4).max(256).describe("What readers of the public link must type"),
});
export type PublicPasswordInput = z.infer<typeof PublicPasswordInputSchema>;

/** A reader's try at a protected public resume's password. */
export const UnlockInputSchema = z.object({
  password: z.string().max(256).describe("The resume's password"),
});
export type UnlockInput = z.infer<typeof UnlockInputSchema>;

/** Whether a public resume's link asks for a password. */
export const PublicProtectionSchema = z.object({
  protected: z.boolean().describe("Whether the public link asks for a password"),
});
