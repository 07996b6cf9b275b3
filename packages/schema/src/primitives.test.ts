import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailAddressSchema, emailPattern, emailSchema, emptyOrEmailSchema } from "./primitives.ts";

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

  it("publishes the validator's own pattern next to format: email", () => {
    const published = z.toJSONSchema(emailAddressSchema) as { format?: string; pattern?: string };
    expect(published.format).toBe("email");
    expect(published.pattern).toBe(emailPattern.source);
  });
});
