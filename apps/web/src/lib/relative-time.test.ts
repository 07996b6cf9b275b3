import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = Date.parse("2025-06-15T12:00:00.000Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it.each([
    [10, "now"],
    [5 * 60, "5 minutes ago"],
    [3 * 60 * 60, "3 hours ago"],
    [24 * 60 * 60, "yesterday"],
    [3 * 24 * 60 * 60, "3 days ago"],
    [14 * 24 * 60 * 60, "2 weeks ago"],
    [400 * 24 * 60 * 60, "last year"],
  ])("words %i seconds ago as %s in en-US", (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now, "en-US")).toBe(expected);
  });

  it("follows the locale", () => {
    expect(formatRelativeTime(ago(2 * 24 * 60 * 60), now, "fr-FR")).toBe("avant-hier");
    expect(formatRelativeTime(ago(3 * 60 * 60), now, "de-DE")).toBe("vor 3 Stunden");
  });
});
