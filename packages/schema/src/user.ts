import { z } from "zod";
import { defaultLocale, LocaleSchema } from "./languages.ts";
import { emailAddressSchema, emailSchema, httpUrlSchema, isoDateTimeSchema } from "./primitives.ts";

export const usernameMessage =
  "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.";

export const usernameMinLength = 3;
export const usernameMaxLength = 255;

export const usernameSchema = z
  .string()
  .min(usernameMinLength, `Username must be at least ${usernameMinLength} characters`)
  .max(usernameMaxLength, `Username must be at most ${usernameMaxLength} characters`)
  .regex(/^[a-z0-9._-]+$/, usernameMessage);

export const nameSchema = z
  .string()
  .min(3, "Name must be at least 3 characters")
  .max(255, "Name must be at most 255 characters");

/** A profile picture: empty, null (none set) or an http(s) URL. */
export const userPictureSchema = z.literal("").or(httpUrlSchema).nullable();

export const providers = ["email", "github", "google", "openid"] as const;

export const ProviderSchema = z.enum(providers);
export type Provider = z.infer<typeof ProviderSchema>;

/** The public shape of a user; secrets live elsewhere and never travel. Dates are ISO 8601 strings. */
export const UserSchema = z.object({
  id: z.string().min(1),
  name: nameSchema,
  picture: userPictureSchema,
  username: usernameSchema,
  email: emailAddressSchema,
  /** Any string the user once chose; `resolveLocale` falls back when it is not supported. */
  locale: z.string().default(defaultLocale),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: ProviderSchema.default("email"),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Body of `PATCH /api/user/me`. Strict: keys such as emailVerified are refused, not silently dropped. */
export const UpdateUserInputSchema = z.strictObject({
  name: nameSchema.optional(),
  locale: LocaleSchema.optional(),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  picture: userPictureSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
