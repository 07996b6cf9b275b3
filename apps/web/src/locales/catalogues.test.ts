/// <reference types="node" />
// Every catalogue of every locale against en-US: the same keys (plural keys with the locale's own CLDR plural
// categories, as i18next's `_one`/`_few`/… suffixes), the same {{placeholders}}, no empty value. Covers the web
// app (default and account namespaces), the server's mails and the resume text (section names, page footer).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { localeIds } from "@vitae/schema";
import { describe, expect, it } from "vitest";

// Paths, not URLs: jsdom replaces the global URL, which node:fs does not take.
const root = resolve(import.meta.dirname, "../../../..");
const catalogueSets = {
  web: (locale: string) => `apps/web/src/locales/${locale}.json`,
  account: (locale: string) => `apps/web/src/locales/account/${locale}.json`,
  mail: (locale: string) => `apps/server/src/locales/mail/${locale}.json`,
  resume: (locale: string) => `packages/schema/src/resume-locales/${locale}.json`,
} as const;

type Catalogue = Record<string, string>;
const pluralSuffixes = ["zero", "one", "two", "few", "many", "other"] as const;
const pluralPattern = new RegExp(`_(${pluralSuffixes.join("|")})$`);

/** Nested JSON as dotted keys → strings; a non-string leaf is reported as such. */
const flatten = (value: unknown, prefix = "", into: Catalogue = {}): Catalogue => {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix === "" ? key : `${prefix}.${key}`, into);
  } else into[prefix] = typeof value === "string" ? value : `<not a string: ${JSON.stringify(value)}>`;
  return into;
};

const read = (path: string): Catalogue => flatten(JSON.parse(readFileSync(resolve(root, path), "utf8")));
// i18next's {{name}} and the single-brace {hotkey} that Radix fills in.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|(?<!\{)\{(\w+)\}(?!\})/g)]
    .map((match) => match[1] ?? match[2])
    .sort();

/** The keys a locale must have: en-US's, with each plural group expanded to the locale's categories. */
const expectedKeys = (english: Catalogue, locale: string): Map<string, string> => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, value] of Object.entries(english)) {
    const plural = pluralPattern.exec(key);
    if (plural === null) expected.set(key, value);
    else if (plural[1] === "other") {
      const base = key.slice(0, -"_other".length);
      for (const category of categories) expected.set(`${base}_${category}`, value);
    }
  }
  return expected;
};

const otherLocales = localeIds.filter((locale) => locale !== "en-US");

describe.each(Object.entries(catalogueSets))("%s catalogues", (_set, pathOf) => {
  const english = read(pathOf("en-US"));

  it.each(otherLocales)("%s has every key, with the placeholders and plural forms of en-US", (locale) => {
    const path = pathOf(locale);
    expect(existsSync(resolve(root, path)), `${path} is missing`).toBe(true);
    const catalogue = read(path);
    const expected = expectedKeys(english, locale);
    const missing = [...expected.keys()].filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !expected.has(key));
    const wrongPlaceholders = [...expected].filter(
      ([key, source]) =>
        key in catalogue && placeholders(catalogue[key] ?? "").join() !== placeholders(source).join(),
    );
    const empty = Object.entries(catalogue).filter(
      ([, value]) => value.trim() === "" || value.startsWith("<not a string"),
    );
    expect({
      missing,
      extra,
      wrongPlaceholders: wrongPlaceholders.map(([key]) => key),
      empty: empty.map(([key]) => key),
    }).toEqual({
      missing: [],
      extra: [],
      wrongPlaceholders: [],
      empty: [],
    });
  });
});

// A catalogue written over by an older copy loses keys in every locale at once, which the parity above cannot see:
// every key the code names literally must be in en-US (web, account or errors namespace, plain or as a plural group).
describe("keys the web app names", () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const english = {
    ...read(catalogueSets.web("en-US")),
    ...read(catalogueSets.account("en-US")),
    ...read("packages/schema/src/error-messages/en-US.json"),
  };
  const known = (key: string) =>
    key in english || pluralSuffixes.some((suffix) => `${key}_${suffix}` in english);

  it("are all in the en-US catalogues", () => {
    const missing = new Set<string>();
    for (const file of sourceFiles("apps/web/src")) {
      const source = readFileSync(resolve(root, file), "utf8");
      for (const match of source.matchAll(
        /\bt\(\s*"([\w-]+(?:\.[\w-]+)+)"|i18nKey="([\w-]+(?:\.[\w-]+)+)"/g,
      )) {
        const key = (match[1] ?? match[2] ?? "").replace(/^\w+:/, "");
        if (!known(key)) missing.add(`${file}: ${key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
