import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AuthResponseSchema,
  apiKeySchema,
  BackupCodeInputSchema,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  passwordSchema,
  ReauthenticationSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  TwoFactorCodeSchema,
  TwoFactorInputSchema,
  UpdateUserRequestSchema,
  VerifyEmailQuerySchema,
} from "./auth.ts";
import { issueMessages } from "./test-helpers.ts";

describe("passwordSchema", () => {
  it("needs at least 6 characters", () => {
    expect(issueMessages(passwordSchema.safeParse("12345"))).toEqual([
      "Password must be at least 6 characters",
    ]);
    expect(passwordSchema.safeParse("123456").success).toBe(true);
  });
});

describe("LoginInputSchema", () => {
  it("takes an email identifier, normalised", () => {
    expect(LoginInputSchema.parse({ identifier: " Ada@Example.com ", password: "secret1" })).toEqual({
      identifier: "ada@example.com",
      password: "secret1",
    });
  });

  it("takes a username identifier and an optional bot-check token", () => {
    expect(LoginInputSchema.parse({ identifier: "ada.l", password: "secret1", token: "t" })).toEqual({
      identifier: "ada.l",
      password: "secret1",
      token: "t",
    });
  });

  it("fails with InvalidCredentials when an identifier with @ is not an email", () => {
    expect(issueMessages(LoginInputSchema.safeParse({ identifier: "ada@", password: "secret1" }))).toEqual([
      "InvalidCredentials",
    ]);
  });

  it("fails with InvalidCredentials when an identifier without @ is not a username", () => {
    for (const identifier of ["ad", "ada lovelace", "ada!", ""]) {
      expect(issueMessages(LoginInputSchema.safeParse({ identifier, password: "secret1" }))).toEqual([
        "InvalidCredentials",
      ]);
    }
  });

  it("publishes the identifier's lengths: a username's shortest, an e-mail's or username's longest", () => {
    const published = z.toJSONSchema(LoginInputSchema, { io: "input" });
    expect(published.properties?.identifier).toMatchObject({ minLength: 3, maxLength: 255 });
    expect(LoginInputSchema.safeParse({ identifier: "abc", password: "secret1" }).success).toBe(true);
    expect(
      issueMessages(LoginInputSchema.safeParse({ identifier: "a".repeat(256), password: "secret1" })),
    ).toEqual(["InvalidCredentials"]);
  });

  it("needs a password of at least 6 characters", () => {
    expect(LoginInputSchema.safeParse({ identifier: "ada", password: "12345" }).success).toBe(false);
  });
});

describe("RegisterInputSchema", () => {
  const input = { name: "Ada Lovelace", username: "ada", email: "ada@example.com", password: "secret1" };

  it("defaults the locale to en-US", () => {
    expect(RegisterInputSchema.parse(input)).toEqual({ ...input, locale: "en-US" });
    expect(RegisterInputSchema.parse({ ...input, locale: "de-DE" }).locale).toBe("de-DE");
  });

  it("validates every field", () => {
    expect(RegisterInputSchema.safeParse({ ...input, name: "Al" }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...input, name: "a".repeat(256) }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...input, username: "Ada" }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...input, email: "ada" }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...input, password: "short" }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...input, locale: "xx" }).success).toBe(false);
  });
});

describe("password reset and change", () => {
  it("forgot-password takes a valid email", () => {
    expect(ForgotPasswordInputSchema.parse({ email: "ADA@example.com" })).toEqual({
      email: "ada@example.com",
    });
    expect(issueMessages(ForgotPasswordInputSchema.safeParse({ email: "ada" }))).toEqual([
      "Enter a valid email address",
    ]);
  });

  it("reset takes a token and a password of at least 6", () => {
    expect(ResetPasswordInputSchema.safeParse({ token: "t", password: "secret1" }).success).toBe(true);
    expect(ResetPasswordInputSchema.safeParse({ token: "", password: "secret1" }).success).toBe(false);
    expect(ResetPasswordInputSchema.safeParse({ token: "t", password: "short" }).success).toBe(false);
  });

  it("change needs the current password and a new one of at least 6", () => {
    expect(
      ChangePasswordInputSchema.safeParse({ currentPassword: "old", newPassword: "secret1" }).success,
    ).toBe(true);
    expect(
      ChangePasswordInputSchema.safeParse({ currentPassword: "old", newPassword: "short" }).success,
    ).toBe(false);
    expect(ChangePasswordInputSchema.safeParse({ currentPassword: "", newPassword: "secret1" }).success).toBe(
      false,
    );
  });
});

describe("two-factor codes", () => {
  it("takes exactly 6 digits", () => {
    expect(TwoFactorInputSchema.parse({ code: "012345" })).toEqual({ code: "012345" });
  });

  it("refuses anything else with the exact message", () => {
    for (const code of ["12345", "1234567", "12a456", "", " 123456", 123456]) {
      expect(issueMessages(TwoFactorCodeSchema.safeParse(code))).toEqual(["code must be a 6 digit number"]);
    }
  });

  it("backup codes are exactly 10 lowercase letters or digits", () => {
    expect(BackupCodeInputSchema.safeParse({ code: "a1b2c3d4e5" }).success).toBe(true);
    for (const code of ["a1b2c3d4e", "a1b2c3d4e5f", "A1B2C3D4E5", "a1b2c3d4-5"]) {
      expect(BackupCodeInputSchema.safeParse({ code }).success).toBe(false);
    }
  });
});

describe("AuthResponseSchema", () => {
  const user = {
    id: "u1",
    name: "Ada Lovelace",
    picture: "",
    username: "ada",
    email: "ada@example.com",
    createdAt: "2024-05-01T10:00:00.000Z",
    updatedAt: "2024-05-01T10:00:00.000Z",
  };

  it("has status authenticated or 2fa_required, plus the user", () => {
    expect(AuthResponseSchema.parse({ status: "2fa_required", user }).status).toBe("2fa_required");
    expect(AuthResponseSchema.parse({ status: "authenticated", user }).user?.username).toBe("ada");
    expect(AuthResponseSchema.safeParse({ status: "pending", user }).success).toBe(false);
  });

  it("leaves the user out while a second factor is due", () => {
    expect(AuthResponseSchema.parse({ status: "2fa_required" })).toEqual({ status: "2fa_required" });
  });
});

describe("ReauthenticationSchema", () => {
  it("takes a password or a 6-digit code, and nothing else", () => {
    expect(ReauthenticationSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(ReauthenticationSchema.parse({ code: "123456" })).toEqual({ code: "123456" });
    expect(ReauthenticationSchema.parse({})).toEqual({});
    expect(ReauthenticationSchema.safeParse({ code: "12345" }).success).toBe(false);
    expect(ReauthenticationSchema.safeParse({ password: "" }).success).toBe(false);
    expect(ReauthenticationSchema.safeParse({ token: "x" }).success).toBe(false);
  });
});

describe("UpdateUserRequestSchema", () => {
  it("is the profile update plus re-authentication, strict", () => {
    expect(UpdateUserRequestSchema.parse({ email: " Ada@Example.com ", password: "secret" })).toEqual({
      email: "ada@example.com",
      password: "secret",
    });
    expect(UpdateUserRequestSchema.parse({ locale: "fr-FR" })).toEqual({ locale: "fr-FR" });
    for (const key of ["emailVerified", "twoFactorEnabled", "provider", "id"]) {
      expect(UpdateUserRequestSchema.safeParse({ [key]: true }).success, key).toBe(false);
    }
  });
});

describe("VerifyEmailQuerySchema", () => {
  it("needs a token", () => {
    expect(VerifyEmailQuerySchema.parse({ token: "abc" })).toEqual({ token: "abc" });
    expect(VerifyEmailQuerySchema.safeParse({}).success).toBe(false);
    expect(VerifyEmailQuerySchema.safeParse({ token: "" }).success).toBe(false);
  });
});

describe("apiKeySchema", () => {
  it("is sk- followed by letters or digits", () => {
    expect(apiKeySchema.safeParse("sk-abc123XYZ").success).toBe(true);
    expect(apiKeySchema.safeParse("sk-").success).toBe(false);
    expect(apiKeySchema.safeParse("pk-abc").success).toBe(false);
    expect(apiKeySchema.safeParse("sk-abc_123").success).toBe(false);
  });
});
