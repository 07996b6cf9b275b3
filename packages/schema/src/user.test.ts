import { describe, expect, it } from "vitest";
import { issueMessages } from "./test-helpers.ts";
import { nameSchema, providers, UpdateUserInputSchema, UserSchema, usernameSchema } from "./user.ts";

const usernameMessage =
  "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.";

const user = {
  id: "u1",
  name: "Ada Lovelace",
  picture: null,
  username: "ada",
  email: "ada@example.com",
  createdAt: "2024-05-01T10:00:00.000Z",
  updatedAt: "2024-05-02T10:00:00.000Z",
};

describe("usernameSchema", () => {
  it("accepts lowercase letters, digits, periods, hyphens and underscores", () => {
    for (const username of ["ada", "ada.lovelace", "ada-1815", "ada_l", "a1b"]) {
      expect(usernameSchema.safeParse(username).success).toBe(true);
    }
  });

  it("refuses other characters with the exact message", () => {
    for (const username of ["Ada", "ada lovelace", "ada@home", "adà", "ada!"]) {
      expect(issueMessages(usernameSchema.safeParse(username))).toEqual([usernameMessage]);
    }
  });

  it("is 3 to 255 characters long", () => {
    expect(usernameSchema.safeParse("ab").success).toBe(false);
    expect(usernameSchema.safeParse("a".repeat(255)).success).toBe(true);
    expect(usernameSchema.safeParse("a".repeat(256)).success).toBe(false);
  });
});

describe("nameSchema", () => {
  it("is 3 to 255 characters long", () => {
    expect(issueMessages(nameSchema.safeParse("Al"))).toEqual(["Name must be at least 3 characters"]);
    expect(nameSchema.safeParse("Ada").success).toBe(true);
    expect(nameSchema.safeParse("a".repeat(255)).success).toBe(true);
    expect(issueMessages(nameSchema.safeParse("a".repeat(256)))).toEqual([
      "Name must be at most 255 characters",
    ]);
  });
});

describe("UserSchema", () => {
  it("fills locale, flags and provider defaults", () => {
    expect(UserSchema.parse(user)).toEqual({
      ...user,
      locale: "en-US",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
    });
  });

  it("takes an empty, null or URL picture", () => {
    expect(UserSchema.safeParse({ ...user, picture: "" }).success).toBe(true);
    expect(UserSchema.safeParse({ ...user, picture: null }).success).toBe(true);
    expect(UserSchema.safeParse({ ...user, picture: "https://cdn.example.com/p.webp" }).success).toBe(true);
    expect(UserSchema.safeParse({ ...user, picture: "p.webp" }).success).toBe(false);
  });

  it("knows the four providers", () => {
    expect(providers).toEqual(["email", "github", "google", "openid"]);
    expect(UserSchema.parse({ ...user, provider: "openid" }).provider).toBe("openid");
    expect(UserSchema.safeParse({ ...user, provider: "facebook" }).success).toBe(false);
  });

  it("takes ISO 8601 timestamps as strings", () => {
    expect(UserSchema.safeParse({ ...user, createdAt: new Date() }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, createdAt: "yesterday" }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, createdAt: "2024-05-01T12:00:00+02:00" }).success).toBe(true);
  });

  it("validates name, username and email", () => {
    expect(UserSchema.safeParse({ ...user, name: "Al" }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, username: "Ada" }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, email: "ada" }).success).toBe(false);
  });
});

describe("UpdateUserInputSchema", () => {
  it("takes any subset of name, locale, username, email and picture", () => {
    expect(UpdateUserInputSchema.parse({})).toEqual({});
    expect(UpdateUserInputSchema.parse({ locale: "fr-FR" })).toEqual({ locale: "fr-FR" });
    expect(
      UpdateUserInputSchema.parse({
        name: "Ada L",
        username: "ada",
        email: " Ada@Example.com ",
        picture: "",
      }),
    ).toEqual({ name: "Ada L", username: "ada", email: "ada@example.com", picture: "" });
  });

  it("refuses keys the user may not set", () => {
    const result = UpdateUserInputSchema.safeParse({ name: "Ada L", emailVerified: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
    expect(UpdateUserInputSchema.safeParse({ twoFactorEnabled: true }).success).toBe(false);
  });

  it("refuses unsupported locales and invalid values", () => {
    expect(UpdateUserInputSchema.safeParse({ locale: "xx-XX" }).success).toBe(false);
    expect(UpdateUserInputSchema.safeParse({ username: "Bad Name" }).success).toBe(false);
    expect(UpdateUserInputSchema.safeParse({ name: "Al" }).success).toBe(false);
  });
});
