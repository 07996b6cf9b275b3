import { emptyOrUrlSchema, NameVersionInputSchema, requiredString } from "@vitae/schema";
import type { ResolverOptions } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { i18n } from "./i18n";
import { type Issue, issueMessage, localizedResolver } from "./validation-messages";

const issueOf = (schema: z.ZodType, value: unknown): Issue => {
  const result = schema.safeParse(value);
  if (result.success || result.error.issues[0] === undefined) throw new Error("expected a problem");
  return result.error.issues[0];
};

afterEach(async () => {
  await i18n.changeLanguage("en-US");
});

describe("issueMessage", () => {
  it("says by the issue's code what is wrong, naming the field, never in the schema's own words", () => {
    expect(issueOf(requiredString("Company"), "").message).toBe("Company is required");
    expect(issueMessage(issueOf(requiredString("Company"), ""), "Firm")).toBe("Firm is required");
    // A missing value is an empty one to the person filling the form.
    expect(issueMessage(issueOf(requiredString("Company"), undefined), "Firm")).toBe("Firm is required");
    expect(issueMessage(issueOf(NameVersionInputSchema.shape.name, "x".repeat(101)), "Name")).toBe(
      "Name is too long (100 characters at most)",
    );
    expect(issueMessage(issueOf(z.number().max(5), 6), "Level")).toBe("Level is not valid");
  });

  it("words a union's problem as the branch that came closest", () => {
    const issue = issueOf(z.union([z.literal(""), requiredString("Address").max(3)]), "long");
    expect(issueMessage(issue, "Address")).toBe("Address is too long (3 characters at most)");
  });

  it("speaks the interface's language at the time of asking", async () => {
    await i18n.changeLanguage("de-DE");
    expect(issueMessage(issueOf(requiredString("Company"), ""), "Unternehmen")).toBe(
      "Unternehmen ist erforderlich",
    );
    await i18n.changeLanguage("he-IL");
    expect(issueMessage(issueOf(requiredString("Company"), ""), "חברה")).toBe("יש למלא את השדה חברה");
  });
});

describe("localizedResolver", () => {
  const schema = z.object({ title: requiredString("Title"), url: z.object({ href: emptyOrUrlSchema }) });
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<z.input<typeof schema>>;

  it("puts each field's first problem at its path, in words the form chooses", async () => {
    const resolve = localizedResolver(schema, (issue, path) => `${path}: ${issue.code}`);
    const result = await resolve({ title: "", url: { href: "nope" } }, undefined, options);
    expect(result.errors).toEqual({
      title: { type: "too_small", message: "title: too_small", ref: undefined },
      url: { href: { type: "invalid_format", message: "url.href: invalid_format", ref: undefined } },
    });
  });

  it("answers the parsed values when there is no problem", async () => {
    const resolve = localizedResolver(schema, () => "unused");
    const result = await resolve({ title: "CV", url: { href: "" } }, undefined, options);
    expect(result).toEqual({ values: { title: "CV", url: { href: "" } }, errors: {} });
  });
});
