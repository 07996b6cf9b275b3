import { describe, expect, it } from "vitest";
import { generateRandomTitle, getInitials, slugify } from "./strings.ts";

describe("slugify", () => {
  it.each([
    ["My Resume", "my-resume"],
    ["  Senior   Engineer -- 2024!  ", "senior-engineer-2024"],
    ["Ada's CV", "adas-cv"],
    ["snake_case/and.dots", "snake-case-and-dots"],
    ["Résumé Été", "resume-ete"],
    ["Straße Ærø Łódź", "strasse-aero-lodz"],
    ["Лев Толстой", "лев-толстой"],
    ["Йошкар-Ола", "йошкар-ола"],
    ["日本語 CV", "日本語-cv"],
    ["ガイド", "ガイド"],
    ["हिन्दी बायोडाटा", "हिन्दी-बायोडाटा"],
    ["ﬁle №1", "file-no1"],
    ["---", ""],
    ["🚀✨", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const input of ["Résumé Été", "Лев Толстой", "日本語 CV", "a--b"]) {
      expect(slugify(slugify(input))).toBe(slugify(input));
    }
  });
});

describe("generateRandomTitle", () => {
  it("is three capitalised words", () => {
    for (let i = 0; i < 50; i++) {
      expect(generateRandomTitle()).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    }
  });

  it("is repeatable with an injected random source", () => {
    const sequence = (values: number[]) => {
      let index = 0;
      return () => values[index++ % values.length] ?? 0;
    };
    expect(generateRandomTitle(sequence([0.3, 0.6, 0.9]))).toBe(
      generateRandomTitle(sequence([0.3, 0.6, 0.9])),
    );
    expect(generateRandomTitle(() => 0)).toBe("Bold Amber Badger");
    expect(generateRandomTitle(() => 0.999999)).toBe("Wise Silent Wolf");
  });

  it("stays within the word lists even when random returns 1", () => {
    expect(generateRandomTitle(() => 1)).toBe("Wise Silent Wolf");
  });
});

describe("getInitials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["Plato", "P"],
    ["", ""],
    ["   ", ""],
    ["  grace brewster murray hopper ", "GH"],
    ["Émile Zola", "ÉZ"],
    ["𝒜da Lovelace", "𝒜L"],
  ])("%j → %j", (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});
