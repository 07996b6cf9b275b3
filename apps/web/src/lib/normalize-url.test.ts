import { emptyOrUrlSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { normalizeUrl } from "./normalize-url";

describe("normalizeUrl", () => {
  it.each([
    ["quinn.dev", "https://quinn.dev"],
    [" www.example.com/work?tab=1#top ", "https://www.example.com/work?tab=1#top"],
    ["example.co.uk", "https://example.co.uk"],
    ["quinn.dev:8080/cv", "https://quinn.dev:8080/cv"],
    ["localhost:3000", "https://localhost:3000"],
    ["//cdn.example.com/a", "https://cdn.example.com/a"],
  ])("adds https:// to the bare address %j", (typed, expected) => {
    expect(normalizeUrl(typed)).toBe(expected);
    expect(emptyOrUrlSchema.safeParse(normalizeUrl(typed)).success).toBe(true);
  });

  it.each([
    ["https://quinn.dev", "https://quinn.dev"],
    ["  http://quinn.dev  ", "http://quinn.dev"],
    ["HTTPS://Quinn.dev", "HTTPS://Quinn.dev"],
    ["", ""],
    ["   ", ""],
  ])("keeps %j as a link that already has its scheme (trimmed)", (typed, expected) => {
    expect(normalizeUrl(typed)).toBe(expected);
  });

  it.each(["quinn", "not a url", "mailto:me@example.com", "javascript:alert(1)", "me@quinn.dev", "quinn."])(
    "leaves %j as typed, for the field's message to explain",
    (typed) => {
      expect(normalizeUrl(typed)).toBe(typed);
    },
  );
});
