import type { ResumeData } from "@vitae/schema";
import { fixtures, withTemplate } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { readPdf } from "../machine-reading/index.ts";
import { type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfText, printAs } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 1 });
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
  await pool.close();
});

const longWords =
  "Softwareentwicklungsabteilung Qualitätssicherungsmaßnahmen Datenbankadministration Verantwortungsbereich " +
  "Anwendungsentwicklung Infrastrukturautomatisierung Geschäftsprozessoptimierung Kundenzufriedenheitsanalyse";

/** A German resume whose sidebar (narrow) and summary hold long compound words. */
const germanResume = (hyphenate: boolean): ResumeData => {
  const data = withTemplate(fixtures.sample(), "pikachu");
  const [skill, ...skills] = data.sections.skills.items;
  if (skill === undefined) throw new Error("the sample has skills");
  return {
    ...data,
    sections: {
      ...data.sections,
      summary: { ...data.sections.summary, content: `<p>${longWords} ${longWords}</p>` },
      skills: { ...data.sections.skills, items: [{ ...skill, description: longWords }, ...skills] },
    },
    metadata: {
      ...data.metadata,
      locale: "de-DE",
      typography: { ...data.metadata.typography, hyphenate },
    },
  };
};

const words = longWords.split(" ");

describe("hyphenation in the PDF", () => {
  it("breaks long words at syllables, and text read from the PDF has no soft hyphens and whole words", async () => {
    const plain = await pdfText(await printAs(test, alice, germanResume(false)));
    const pdf = await printAs(test, alice, germanResume(true));
    const text = await pdfText(pdf);
    expect(text).not.toContain("\u00ad");
    // Broken at a syllable: a line ends in a hyphen that is not in the words themselves.
    const broken = (value: string) => (value.match(/\p{L}-\n/gu) ?? []).length;
    expect(broken(text)).toBeGreaterThan(broken(plain));
    // Every word reads whole, or broken only where its line ends, at the hyphen the reader sees there; so also
    // as a machine reads it (the builder's panel, by pdf.js).
    const rejoined = (value: string) => value.replace(/-\n/g, "").replace(/\s+/g, " ");
    const reading = await readPdf(pdf);
    for (const word of words) {
      expect(rejoined(text), word).toContain(word);
      expect(rejoined(reading.pages.join("\n")), word).toContain(word);
    }
  });
});
