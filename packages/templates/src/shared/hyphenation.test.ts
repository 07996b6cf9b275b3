import { itemSectionRegistry, ResumeDataSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  hyphenateHtml,
  hyphenateResumeData,
  hyphenateText,
  loadHyphenator,
  minHyphenatedLength,
  patternLanguage,
  withHyphenation,
} from "./hyphenation.ts";

const shy = "\u00ad";
const visible = (text: string) => text.replaceAll(shy, "");

const hyphenatorOf = async (locale: string) => {
  const hyphenate = await loadHyphenator(locale);
  if (hyphenate === null) throw new Error(`no patterns for ${locale}`);
  return hyphenate;
};

describe("hyphenation per language", () => {
  it.each([
    ["en-US", "internationalization", "in­ter­na­tion­al­iza­tion"],
    ["de-DE", "Softwareentwicklung", "Soft­ware­ent­wick­lung"],
    ["fr-FR", "développement", "dé­ve­lop­pe­ment"],
    ["ru-RU", "программирование", "про­грам­ми­ро­ва­ние"],
  ])("%s puts soft hyphens into long words, by its own patterns", async (locale, word, expected) => {
    const hyphenate = await hyphenatorOf(locale);
    const result = hyphenateText(`a ${word} b`, hyphenate);
    expect(result).toBe(`a ${expected.replaceAll("­", shy)} b`);
    expect(visible(result)).toBe(`a ${word} b`);
  });

  it.each(["ja-JP", "ar-SA", "zh-CN", "he-IL"])("%s has no patterns: no hyphens", async (locale) => {
    expect(patternLanguage(locale)).toBeUndefined();
    expect(await loadHyphenator(locale)).toBeNull();
  });

  it("leaves short words, addresses and e-mails whole", async () => {
    const hyphenate = await hyphenatorOf("en-US");
    const text = `organizational go https://example.com/documentation mail@documentation.example www.documentation.org`;
    const result = hyphenateText(text, hyphenate);
    expect(result.split(" ")[0]).toContain(shy);
    expect(result.split(" ").slice(1)).toEqual(text.split(" ").slice(1));
    expect(hyphenateText("x".repeat(minHyphenatedLength - 1), () => "changed")).toBe(
      "x".repeat(minHyphenatedLength - 1),
    );
  });

  it("hyphenates only the text of HTML, never tags, attributes or entities", async () => {
    const hyphenate = await hyphenatorOf("en-US");
    const html =
      '<p class="responsibilities">Responsibilities &amp; <a href="https://example.com/responsibilities">responsibilities</a></p>';
    const result = hyphenateHtml(html, hyphenate);
    expect(visible(result)).toBe(html);
    expect(result).toContain('<p class="responsibilities">Re');
    expect(result).toContain('href="https://example.com/responsibilities"');
    expect(result.match(new RegExp(shy, "g"))?.length).toBeGreaterThan(4);
  });
});

describe("a hyphenated resume", () => {
  const data = ResumeDataSchema.parse({
    basics: { name: "Bartholomew Featherstonehaugh", email: "bartholomew@featherstonehaugh.example" },
    sections: {
      summary: { content: "<p>Internationalization specialist</p>" },
      experience: {
        items: [
          itemSectionRegistry.experience.item.parse({
            id: "e1",
            company: "Transnational",
            position: "Administrator",
            summary: "<p>Responsibilities included everything</p>",
            url: { label: "", href: "https://transnational.example/administration" },
          }),
        ],
      },
    },
    metadata: { locale: "en-US", typography: { hyphenate: true } },
  });

  it("gets soft hyphens in the summary and items' texts only, the stored data untouched", async () => {
    const before = JSON.stringify(data);
    const shown = await withHyphenation(data);
    expect(JSON.stringify(data)).toBe(before);
    expect(shown.sections.summary.content).toContain(shy);
    const [job] = shown.sections.experience.items;
    expect(job?.position).toContain(shy);
    expect(job?.summary).toContain(shy);
    expect(job?.url.href).toBe("https://transnational.example/administration");
    expect(shown.basics).toBe(data.basics);
    expect(visible(JSON.stringify(shown))).toBe(before);
  });

  it("is off by default and for a language without patterns", async () => {
    const off = {
      ...data,
      metadata: { ...data.metadata, typography: { ...data.metadata.typography, hyphenate: false } },
    };
    expect(await withHyphenation(off)).toBe(off);
    const japanese = { ...data, metadata: { ...data.metadata, locale: "ja-JP" as const } };
    expect(await withHyphenation(japanese)).toBe(japanese);
  });

  it("keeps an unchanged item's hyphenated copy, so the preview redraws only what changed", async () => {
    const hyphenate = await hyphenatorOf("en-US");
    const first = hyphenateResumeData(data, hyphenate);
    const again = hyphenateResumeData({ ...data, basics: { ...data.basics, name: "Other" } }, hyphenate);
    expect(again.sections.experience.items[0]).toBe(first.sections.experience.items[0]);
  });
});
