import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AuthResponseSchema, LoginInputSchema, RegisterInputSchema } from "./auth.ts";
import { defaultResumeData } from "./defaults.ts";
import {
  CreateResumeInputSchema,
  ImportResumeInputSchema,
  LockResumeInputSchema,
  ResumeSchema,
  StatisticsSchema,
  slugSchema,
  UpdateResumeInputSchema,
  visibilities,
} from "./resume.ts";
import { slugify } from "./strings.ts";
import { issueMessages } from "./test-helpers.ts";
import { UpdateUserInputSchema, UserSchema } from "./user.ts";

const stored = {
  id: "r1",
  title: "My Resume",
  slug: "my-resume",
  data: {},
  userId: "u1",
  createdAt: "2024-05-01T10:00:00.000Z",
  updatedAt: "2024-05-02T10:00:00.000Z",
};

describe("ResumeSchema", () => {
  it("defaults to private and unlocked, and fills the data defaults", () => {
    const resume = ResumeSchema.parse(stored);
    expect(resume.visibility).toBe("private");
    expect(resume.locked).toBe(false);
    expect(resume.data).toEqual(defaultResumeData);
    expect(resume.user).toBeUndefined();
  });

  it("knows only private and public", () => {
    expect(visibilities).toEqual(["private", "public"]);
    expect(ResumeSchema.parse({ ...stored, visibility: "public" }).visibility).toBe("public");
    expect(ResumeSchema.safeParse({ ...stored, visibility: "unlisted" }).success).toBe(false);
  });

  it("takes timestamps as ISO strings", () => {
    expect(ResumeSchema.safeParse({ ...stored, updatedAt: "2024-05-02" }).success).toBe(false);
  });
});

describe("CreateResumeInputSchema", () => {
  it("normalises the slug and defaults to private", () => {
    expect(CreateResumeInputSchema.parse({ title: "My CV", slug: "My CV!" })).toEqual({
      title: "My CV",
      slug: "my-cv",
      visibility: "private",
    });
    expect(CreateResumeInputSchema.parse({ title: "x", slug: "x", sample: true }).sample).toBe(true);
  });

  it("needs a title and a slug with at least one letter or digit", () => {
    expect(issueMessages(CreateResumeInputSchema.safeParse({ title: "", slug: "x" }))).toEqual([
      "Title is required",
    ]);
    expect(issueMessages(CreateResumeInputSchema.safeParse({ title: "  ", slug: "x" }))).toEqual([
      "Title is required",
    ]);
    expect(issueMessages(CreateResumeInputSchema.safeParse({ title: "x", slug: "" }))).toEqual([
      "Slug is required",
    ]);
    expect(issueMessages(CreateResumeInputSchema.safeParse({ title: "x", slug: "!!!" }))).toEqual([
      "Slug must contain a letter or a digit",
    ]);
  });

  it("publishes the letter-or-digit rule as the pattern it checks, and every text it passes keeps a slug", () => {
    const published = z.toJSONSchema(slugSchema, { io: "input" }) as { minLength?: number; pattern?: string };
    expect(published.minLength).toBe(1);
    const pattern = new RegExp(published.pattern ?? "^$", "u");
    const emptied: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const text = `-${String.fromCodePoint(codePoint)}!`;
      if (pattern.test(text) && slugify(text) === "") emptied.push(`U+${codePoint.toString(16)}`);
    }
    expect(emptied).toEqual([]);
    expect(slugSchema.safeParse("-ß!").success).toBe(true);
    // "™" would slugify to "tm", but holds no letter as typed: the document and the server refuse it alike.
    expect(pattern.test("™")).toBe(false);
    expect(slugSchema.safeParse("™").success).toBe(false);
    expect(slugSchema.parse("Ünïcode ✓ 2")).toBe("unicode-2");
  });
});

describe("UpdateResumeInputSchema", () => {
  const body = { ...stored, visibility: "public", locked: true, data: defaultResumeData };

  it("takes the whole resume and keeps only what an update may change", () => {
    expect(UpdateResumeInputSchema.parse(body)).toEqual({
      title: "My Resume",
      slug: "my-resume",
      visibility: "public",
      data: defaultResumeData,
      updatedAt: "2024-05-02T10:00:00.000Z",
    });
  });

  it("needs the updatedAt the client last saw", () => {
    const { updatedAt: _updatedAt, ...withoutUpdatedAt } = body;
    expect(UpdateResumeInputSchema.safeParse(withoutUpdatedAt).success).toBe(false);
  });

  it("validates the data", () => {
    const data = { ...defaultResumeData, metadata: { ...defaultResumeData.metadata, template: "nope" } };
    expect(UpdateResumeInputSchema.safeParse({ ...body, data }).success).toBe(false);
  });
});

describe("ImportResumeInputSchema", () => {
  it("takes data with an optional title and slug", () => {
    expect(ImportResumeInputSchema.parse({ data: {} })).toEqual({ data: defaultResumeData });
    expect(ImportResumeInputSchema.parse({ data: {}, title: "Imported", slug: "Imported CV" })).toMatchObject(
      {
        title: "Imported",
        slug: "imported-cv",
      },
    );
    expect(ImportResumeInputSchema.safeParse({}).success).toBe(false);
  });
});

describe("LockResumeInputSchema and StatisticsSchema", () => {
  it("lock takes a boolean set", () => {
    expect(LockResumeInputSchema.parse({ set: true })).toEqual({ set: true });
    expect(LockResumeInputSchema.safeParse({ set: "true" }).success).toBe(false);
  });

  it("statistics default to zero and are whole numbers", () => {
    expect(StatisticsSchema.parse({})).toEqual({ views: 0, downloads: 0 });
    expect(StatisticsSchema.safeParse({ views: 1.5 }).success).toBe(false);
    expect(StatisticsSchema.safeParse({ downloads: -1 }).success).toBe(false);
  });
});

describe("JSON Schema (OpenAPI) generation", () => {
  it("describes every request body and response", () => {
    const requests = [
      CreateResumeInputSchema,
      UpdateResumeInputSchema,
      ImportResumeInputSchema,
      LoginInputSchema,
      RegisterInputSchema,
      UpdateUserInputSchema,
    ];
    for (const schema of requests) {
      expect(z.toJSONSchema(schema, { io: "input" })).toMatchObject({ type: "object" });
    }
    for (const schema of [ResumeSchema, UserSchema, AuthResponseSchema, StatisticsSchema]) {
      expect(z.toJSONSchema(schema, { io: "output" })).toMatchObject({ type: "object" });
    }
  });
});
