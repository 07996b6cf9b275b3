import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  emailAddressSchema,
  emailPattern,
  emailSchema,
  emptyOrEmailSchema,
  isoDateTimeSchema,
} from "./primitives.ts";

/** `local@domain` with a local part of `local` characters and a whole length of `total`. */
const addressOf = (local: number, total: number) => {
  const domain = total - local - 1 - ".com".length;
  const labels = Array.from({ length: Math.ceil(domain / 61) }, (_, index) =>
    "d".repeat(Math.min(60, domain - index * 61)),
  );
  return `${"l".repeat(local)}@${labels.join(".")}.com`;
};

describe("the one e-mail definition", () => {
  it.each([
    "me@example.com",
    "first.last+tag@sub.example.co.uk",
    "o'neil@example.org",
    "a_b-c@x-y.example",
    "ME@EXAMPLE.COM",
  ])("accepts %s", (address) => {
    expect(emailAddressSchema.safeParse(address).success).toBe(true);
    expect(emptyOrEmailSchema.safeParse(address).success).toBe(true);
  });

  it.each([
    "me@example-.com",
    "me@-example.com",
    "me@example..com",
    "me@.example.com",
    ".me@example.com",
    "me..you@example.com",
    "me@example",
    "me@example.c",
    "me@exa_mple.com",
    "me example@example.com",
    "@example.com",
    "me@",
  ])("refuses %s", (address) => {
    expect(emailAddressSchema.safeParse(address).success).toBe(false);
    expect(emailSchema.safeParse(address).success).toBe(false);
  });

  it("bounds the local part to 64 characters and the address to 254 (RFC 5321)", () => {
    expect(addressOf(64, 254)).toHaveLength(254);
    expect(emailAddressSchema.safeParse(addressOf(64, 254)).success).toBe(true);
    expect(emailAddressSchema.safeParse(addressOf(65, 100)).success).toBe(false);
    expect(emailAddressSchema.safeParse(addressOf(64, 255)).success).toBe(false);
    expect(emailSchema.safeParse(addressOf(20, 320)).success).toBe(false);
    expect(emptyOrEmailSchema.safeParse(addressOf(65, 80)).success).toBe(false);
  });

  it("publishes the validator's own pattern and length next to format: email", () => {
    const published = z.toJSONSchema(emailAddressSchema) as Record<string, unknown>;
    expect(published).toMatchObject({ format: "email", pattern: emailPattern.source, maxLength: 254 });
    const documented = new RegExp(String(published.pattern));
    expect(documented.test(addressOf(64, 100))).toBe(true);
    expect(documented.test(addressOf(65, 100))).toBe(false);
  });
});

describe("date-times", () => {
  it.each(["0001-01-01T00:00:00Z", "2026-05-01T12:30:00.123+02:00", "9999-12-31T23:59:59.999Z"])(
    "accepts %s",
    (text) => expect(isoDateTimeSchema.safeParse(text).success).toBe(true),
  );

  // PostgreSQL has no year 0 and refuses what toISOString() writes for years after 9999.
  it.each([
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+00:01",
    "9999-12-31T23:59:59-00:01",
    "2026-13-01T00:00:00Z",
    "2026-05-01",
  ])("refuses %s", (text) => expect(isoDateTimeSchema.safeParse(text).success).toBe(false));

  it("publishes format: date-time with a pattern that refuses the year 0000", () => {
    const published = z.toJSONSchema(isoDateTimeSchema) as { format?: string; pattern?: string };
    expect(published.format).toBe("date-time");
    const pattern = new RegExp(published.pattern ?? "");
    expect(pattern.test("0000-01-01T00:00:00Z")).toBe(false);
    expect(pattern.test("0001-01-01T00:00:00Z")).toBe(true);
    expect(pattern.test("2026-05-01T12:30:00.123+02:00")).toBe(true);
  });
});
