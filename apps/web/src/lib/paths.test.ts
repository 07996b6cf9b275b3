/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

// Paths, not URLs: jsdom replaces the global URL, which node:fs does not take.
const src = resolve(import.meta.dirname, "..");

/**
 * A string or template literal that opens with a page's address. Written as a pattern of prefixes rather than
 * the registry's values, so a page added without the registry is caught too.
 */
const pageLiteral = /["'`]\/(?:auth|dashboard|builder|artboard)(?=["'`/?$])[^"'`]*/g;

/** Any address handed to the router as a literal, the home page's "/" included. */
const routerLiteral = /(?:\bto=\{?|\bto:\s*|\bnavigate\(|\bredirect\()\s*["'`]\/[^"'`]*/g;

/**
 * Files whose strings are the API's paths (relative to /api, where `/auth/login` is the sign-in call, not the
 * page): the request modules and the client's own table. Tests keep literal addresses on purpose: they check
 * the URL a person sees.
 */
const exempt = (file: string) =>
  file === "lib/paths.ts" ||
  file === "lib/api-client.ts" ||
  /(^|\/)api\//.test(file) ||
  file.endsWith("-api.ts") ||
  /\.test\.tsx?$/.test(file);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(src, path)] : [];
  });

describe("the path registry", () => {
  it("is the only place a page's address is written", () => {
    const literals = sourceFiles(src)
      .filter((file) => !exempt(file))
      .flatMap((file) =>
        [pageLiteral, routerLiteral].flatMap((pattern) =>
          [...readFileSync(join(src, file), "utf8").matchAll(pattern)].map((match) => `${file}: ${match[0]}`),
        ),
      );
    expect(literals).toEqual([]);
  });

  it("encodes the parameters of the pages that take some", () => {
    expect(paths.builder("a b/c")).toBe("/builder/a%20b%2Fc");
    expect(paths.publicResume({ username: "zoë", slug: "cv?x" })).toBe("/zo%C3%AB/cv%3Fx");
  });
});
