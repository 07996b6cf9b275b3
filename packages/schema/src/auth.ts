import { z } from "zod";
import { defaultLocale, LocaleSchema } from "./languages.ts";
import { emailAddressSchema, emailMaxLength, emailSchema } from "./primitives.ts";
import {
  nameSchema,
  UpdateUserInputSchema,
  UserSchema,
  usernameMaxLength,
  usernameMinLength,
  usernameSchema,
} from "./user.ts";

export const passwordSchema = z.string().min(6, "Password must be at least 6 characters");

/**
 * The bot check's answer (an ALTCHA payload, base64), required by login, register and forgot-password when
 * the server runs with CAPTCHA=altcha; ignored otherwise.
 */
export const captchaTokenSchema = z
  .string()
  .max(4096)
  .optional()
  .describe("Bot-check answer (ALTCHA payload) when the server has CAPTCHA=altcha");

/** `GET /api/auth/captcha`: whether login, register and forgot-password need a bot-check answer. */
export const CaptchaSettingsSchema = z.object({ captcha: z.enum(["off", "altcha"]) });
export type CaptchaSettings = z.infer<typeof CaptchaSettingsSchema>;

const isValidIdentifier = (identifier: string): boolean =>
  identifier.includes("@")
    ? emailAddressSchema.safeParse(identifier).success
    : usernameSchema.safeParse(identifier).success;

const invalidIdentifier = { error: "InvalidCredentials", abort: true };

/**
 * An e-mail address or a username, trimmed and lower-cased. Anything else fails with "InvalidCredentials", so a
 * form cannot tell which part was wrong. The lengths bound both kinds (a username is the shorter at least, and the
 * longer at most) and are published in the document.
 */
export const identifierSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(usernameMinLength, invalidIdentifier)
  .max(Math.max(usernameMaxLength, emailMaxLength), invalidIdentifier)
  .refine(isValidIdentifier, { message: "InvalidCredentials" });

// Examples travel in the OpenAPI document; its walk test sends each one to the server.
export const LoginInputSchema = z
  .object({
    identifier: identifierSchema,
    password: passwordSchema,
    token: captchaTokenSchema,
  })
  .meta({
    examples: [
      { identifier: "ada@example.com", password: "correct horse battery" },
      { identifier: "ada.lovelace", password: "correct horse battery" },
    ],
  });
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    locale: LocaleSchema.default(defaultLocale),
    token: captchaTokenSchema,
  })
  .meta({
    examples: [
      {
        name: "Ada Lovelace",
        username: "ada.lovelace",
        email: "ada@example.com",
        password: "correct horse battery",
        locale: "de-DE",
      },
    ],
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ForgotPasswordInputSchema = z
  .object({ email: emailSchema, token: captchaTokenSchema })
  .meta({ examples: [{ email: "ada@example.com" }] });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(1, "Token is required"),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required"),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const twoFactorCodeMessage = "code must be a 6 digit number";

export const TwoFactorCodeSchema = z
  .string({ error: twoFactorCodeMessage })
  .regex(/^\d{6}$/, twoFactorCodeMessage);

export const TwoFactorInputSchema = z.object({ code: TwoFactorCodeSchema });
export type TwoFactorInput = z.infer<typeof TwoFactorInputSchema>;

export const backupCodeMessage = "Backup codes are 10 lowercase letters or digits";

export const BackupCodeSchema = z
  .string({ error: backupCodeMessage })
  .regex(/^[a-z0-9]{10}$/, backupCodeMessage);

export const BackupCodeInputSchema = z.object({ code: BackupCodeSchema });
export type BackupCodeInput = z.infer<typeof BackupCodeInputSchema>;

/** Answer of `POST /api/auth/2fa/setup`: the otpauth URI shown as a QR code. */
export const TwoFactorSetupResponseSchema = z.object({ message: z.string().min(1) });

/** Answer of `POST /api/auth/2fa/enable`. */
export const TwoFactorBackupCodesSchema = z.object({ backupCodes: z.array(BackupCodeSchema) });
export type TwoFactorBackupCodes = z.infer<typeof TwoFactorBackupCodesSchema>;

export const authStatuses = ["authenticated", "2fa_required"] as const;

export const AuthStatusSchema = z.enum(authStatuses);
export type AuthStatus = z.infer<typeof AuthStatusSchema>;

/** Answer of a sign-in; `user` is absent while a second factor is still due (`2fa_required`). */
export const AuthResponseSchema = z.object({ status: AuthStatusSchema, user: UserSchema.optional() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Query of `POST /api/auth/verify-email?token=…`. */
export const VerifyEmailQuerySchema = z.object({ token: z.string().min(1, "Token is required") });
export type VerifyEmailQuery = z.infer<typeof VerifyEmailQuerySchema>;

/**
 * Proof asked again before a sensitive change (e-mail, 2FA off, account deletion): the password, or a current
 * two-factor code. An external-provider account without two-factor sends neither (a recent sign-in counts).
 */
export const ReauthenticationSchema = z.strictObject({
  password: z.string().min(1, "Password is required").optional(),
  code: TwoFactorCodeSchema.optional(),
});
export type Reauthentication = z.infer<typeof ReauthenticationSchema>;

/** Body of `PATCH /api/user/me`: the profile fields, plus re-authentication when the e-mail changes. */
export const UpdateUserRequestSchema = z.strictObject({
  ...UpdateUserInputSchema.shape,
  ...ReauthenticationSchema.shape,
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** An answer carrying only a human-readable message (e.g. `POST /api/auth/2fa/disable`, shown as a toast). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Body of `POST /api/auth/coachIntegration`. */
export const CoachIntegrationInputSchema = z.object({ token: z.string().min(1, "Token is required") });

export const apiKeySchema = z
  .string()
  .regex(/^sk-[a-zA-Z0-9]+$/, "API keys start with sk- followed by letters or digits");
