import { describe, expect, it } from "vitest";
import { AiPromptInputSchema, aiTones } from "./ai.ts";
import { FontCatalogueEntrySchema, quickPickFonts } from "./fonts.ts";
import { ImportSourceTypeSchema, importMessages, importSourceTypes, isoDateSchema } from "./import.ts";
import { pageFormats } from "./page.ts";
import { institutionTemplateIds, TemplateIdSchema, templateIds } from "./template.ts";
import { issueMessages } from "./test-helpers.ts";
import { ThemeModeSchema, themeColorSwatches } from "./theme.ts";

describe("templates", () => {
  it("are listed in their fixed order, with the house template at index 1", () => {
    expect(templateIds).toEqual([
      "azurill",
      "vitae",
      "lpu",
      "lpuwhiteandblue",
      "lpublackandwhite",
      "bronzor",
      "chikorita",
      "ditto",
      "gengar",
      "glalie",
      "kakuna",
      "leafish",
      "nosepass",
      "onyx",
      "pikachu",
      "rhyhorn",
    ]);
    expect(templateIds[1]).toBe("vitae");
    expect(TemplateIdSchema.safeParse("pikachu").success).toBe(true);
    expect(TemplateIdSchema.safeParse("Pikachu").success).toBe(false);
  });

  it("mark the three institution templates", () => {
    expect(institutionTemplateIds).toEqual(["lpu", "lpuwhiteandblue", "lpublackandwhite"]);
  });
});

describe("pageFormats", () => {
  it("gives A4 and Letter in millimetres", () => {
    expect(pageFormats).toEqual({ a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } });
  });
});

describe("fonts", () => {
  it("offers the ten quick picks in order", () => {
    expect(quickPickFonts).toEqual([
      "Open Sans",
      "Merriweather",
      "Roboto Condensed",
      "Playfair Display",
      "Lato",
      "Lora",
      "PT Sans",
      "PT Serif",
      "IBM Plex Sans",
      "IBM Plex Serif",
    ]);
  });

  it("describes a catalogue entry with a known category", () => {
    const entry = {
      family: "Times New Roman",
      id: "times-new-roman",
      category: "serif",
      subsets: ["latin"],
      variants: ["regular", "700"],
      files: {
        regular: "https://assets.example.com/fonts/tnr.woff2",
        "700": "https://assets.example.com/tnr-b.woff2",
      },
      scripts: ["latin", "cyrillic"],
    };
    expect(FontCatalogueEntrySchema.parse(entry)).toEqual(entry);
    expect(FontCatalogueEntrySchema.safeParse({ ...entry, category: "script" }).success).toBe(false);
  });
});

describe("theme and AI", () => {
  it("has 19 distinct hex swatches", () => {
    expect(themeColorSwatches).toHaveLength(19);
    expect(new Set(themeColorSwatches).size).toBe(19);
    for (const colour of themeColorSwatches) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("has system, light and dark modes", () => {
    expect(ThemeModeSchema.options).toEqual(["system", "light", "dark"]);
    expect(ThemeModeSchema.safeParse("sepia").success).toBe(false);
  });

  it("has four tones and needs one to change tone", () => {
    expect(aiTones).toEqual(["casual", "professional", "confident", "friendly"]);
    expect(AiPromptInputSchema.safeParse({ action: "improve", text: "Hello" }).success).toBe(true);
    expect(issueMessages(AiPromptInputSchema.safeParse({ action: "tone", text: "Hello" }))).toEqual([
      "Choose a tone",
    ]);
    expect(AiPromptInputSchema.safeParse({ action: "tone", tone: "friendly", text: "Hello" }).success).toBe(
      true,
    );
  });
});

describe("import", () => {
  it("knows the eight source types, PDF and Word documents among them", () => {
    expect(importSourceTypes).toEqual([
      "reactive-resume-json",
      "reactive-resume-v3-json",
      "json-resume-json",
      "linkedin-data-export-zip",
      "linkedin-data-export-website",
      "lpu-resume-json",
      "pdf",
      "docx",
    ]);
    expect(ImportSourceTypeSchema.safeParse("doc").success).toBe(false);
  });

  it("keeps the import messages word for word", () => {
    expect(importMessages).toEqual({
      invalidJson: "Failed to parse JSON",
      unreadableFile: "Failed to read the file",
      emptyZip: "ParserError: There were no files found inside the zip archive.",
    });
  });

  it("takes standard dates as YYYY, YYYY-MM or YYYY-MM-DD", () => {
    for (const date of ["2024", "2024-02", "2024-02-29"])
      expect(isoDateSchema.safeParse(date).success).toBe(true);
    for (const date of ["24", "2024-13", "2024-2", "2024-02-32", "Feb 2024", "2024-02-01T10:00"]) {
      expect(issueMessages(isoDateSchema.safeParse(date))).toEqual(["ISO8601 Date Format"]);
    }
  });
});
