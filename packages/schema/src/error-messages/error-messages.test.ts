import { describe, expect, it } from "vitest";
import { errorCodes } from "../error-codes.ts";
import { localeIds } from "../locales.ts";
import { errorMessageCatalogues } from "./index.ts";

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("error texts", () => {
  it("have a loader for each of the 46 languages", () => {
    expect(Object.keys(errorMessageCatalogues).sort()).toEqual([...localeIds].sort());
  });

  it.each(localeIds)(
    "%s: a title and a description for every code, with en-US's placeholders",
    async (locale) => {
      const [english, catalogue] = await Promise.all([
        errorMessageCatalogues["en-US"](),
        errorMessageCatalogues[locale](),
      ]);
      const texts = catalogue as Record<string, { title?: string; description?: string }>;
      const reference = english as Record<string, { title: string; description: string }>;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
      for (const code of errorCodes.filter((code) => code in reference)) {
        for (const part of ["title", "description"] as const) {
          const text = texts[code]?.[part] ?? "";
          expect(text.trim(), `${locale} ${code}.${part}`).not.toBe("");
          expect(placeholders(text), `${locale} ${code}.${part}`).toEqual(
            placeholders(reference[code]?.[part] ?? ""),
          );
        }
      }
    },
  );
});
