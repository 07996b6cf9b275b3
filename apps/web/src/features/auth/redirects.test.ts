import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./redirects";

describe("safeRedirect", () => {
  it.each([
    ["/dashboard/settings", "/dashboard/settings"],
    ["/builder/0194f7c2?tab=layout#top", "/builder/0194f7c2?tab=layout#top"],
    ["/", "/"],
  ])("follows the same-site path %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ["an absolute URL", "https://evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash that browsers read as //", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["a tab that browsers strip to //", "/\t/evil.example"],
    ["a newline that browsers strip to //", "/\n/evil.example"],
    ["an empty value", ""],
    ["a missing value", null],
    ["an absent value", undefined],
  ])("falls back to /dashboard for %s", (_, value) => {
    expect(safeRedirect(value)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/")).toBe("/");
  });
});

describe("loginPath", () => {
  it("encodes the way back as ?redirect=", () => {
    expect(loginPath("/dashboard")).toBe("/auth/login?redirect=%2Fdashboard");
    expect(loginPath("/builder/1?a=b&c=d")).toBe("/auth/login?redirect=%2Fbuilder%2F1%3Fa%3Db%26c%3Dd");
  });

  it("is the bare login path without a way back", () => {
    expect(loginPath()).toBe("/auth/login");
  });
});
