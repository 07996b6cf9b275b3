import { createSampleResumeData, type Resume } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfText } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let test: TestApp;
let alice: SignedInUser;
let resume: Resume;

const job = "sections.experience.items.sample-experience-1";

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

beforeAll(async () => {
  pool = createTestPool();
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "polyglot");
  const data = createSampleResumeData();
  data.metadata.page.options.pageNumbers = true;
  resume = resumeOf(
    ok(
      await alice.request({
        method: "POST",
        url: "/api/resume/import",
        payload: { data, title: "Printed in languages" },
      }),
    ),
  );
  for (const language of ["de", "ar"])
    ok(
      await alice.request({
        method: "POST",
        url: `/api/resume/${resume.id}/languages`,
        payload: { language },
      }),
    );
  ok(
    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/translations/de`,
      payload: {
        "basics.headline": "Backend-Entwickler",
        [`${job}.position`]: "Leitender Backend-Entwickler",
      },
    }),
  );
  ok(
    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/translations/ar`,
      payload: {
        "basics.headline": "مهندس برمجيات الواجهة الخلفية",
        "sections.summary.content": "<p>مهندس خبرة سبع سنوات في بناء منصات الدفع والخدمات اللوجستية.</p>",
      },
    }),
  );
});

afterAll(async () => {
  await test?.close();
  await pool?.close();
});

/** The PDF printed for `query` (e.g. `?lang=de`). */
const printed = async (query: string): Promise<Buffer> => {
  const { url } = ok(
    await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}${query}` }),
  ).json<{
    url: string;
  }>();
  const parsed = new URL(url);
  return ok(await test.app.inject({ method: "GET", url: `${parsed.pathname}${parsed.search}` })).rawPayload;
};

type TextItem = { str: string; transform: number[]; width: number };

const firstSheetItems = async (pdf: Buffer): Promise<{ items: TextItem[]; width: number }> => {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const page = await document.getPage(1);
    const items = (await page.getTextContent()).items as TextItem[];
    return { items, width: page.getViewport({ scale: 1 }).width };
  } finally {
    await document.destroy();
  }
};

/** The first sheet's text by pdf.js, which keeps right-to-left runs in reading order (pdftotext does not). */
const pdfJsText = async (pdf: Buffer): Promise<string> =>
  (await firstSheetItems(pdf)).items
    .map((item) => item.str)
    .join(" ")
    .replace(/\s+/g, " ");

/** Where a text starts and ends across the first sheet (0 left edge, 1 right edge), by pdf.js. */
const horizontalPlace = async (pdf: Buffer, text: string): Promise<{ left: number; right: number }> => {
  const { items, width } = await firstSheetItems(pdf);
  const item = items.find((candidate) => candidate.str === text);
  if (item === undefined) throw new Error(`"${text}" is not on the first sheet`);
  const x = item.transform[4] ?? 0;
  return { left: x / width, right: (x + item.width) / width };
};

describe("printing a resume in one of its languages", () => {
  it("prints German: translated texts, German section names, months, Present and footer, left to right", async () => {
    const pdf = await printed("?lang=de");
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Backend-Entwickler");
    expect(text).toContain("Leitender Backend-Entwickler");
    expect(text).toContain("Berufserfahrung");
    expect(text).toContain("Ausbildung");
    expect(text).toContain("März 2021 - heute");
    expect(text).toContain("Seite 1 von");
    expect(text).not.toContain("Present");
    // Names and companies are shared.
    expect(text).toContain(resume.data.basics.name);
    // The first job's company starts at the left margin.
    expect((await horizontalPlace(pdf, "Quillpay")).left).toBeLessThan(0.1);
  });

  it("prints Arabic right to left with Arabic section names, months and Present", async () => {
    const pdf = await printed("?lang=ar-SA");
    // pdf.js and pdftotext both give right-to-left runs word by word in visual order: words are checked.
    const words = new Set((await pdfJsText(pdf)).split(" "));
    for (const word of ["مهندس", "نبذة", "الخبرة", "العملية", "حتى", "مارس", "فبراير", "الصفحة"])
      expect(words, word).toContain(word);
    expect(words).not.toContain("Experience");
    expect(words).not.toContain("Present");
    // The first job's company, English in an Arabic page, ends at the right margin: the page runs right to left.
    expect((await horizontalPlace(pdf, "Quillpay")).right).toBeGreaterThan(0.9);
  });

  it("prints the resume's own language without a language, or for one it does not have", async () => {
    const own = (await pdfText(await printed(""))).replace(/\s+/g, " ");
    expect(own).toContain("Experience");
    expect(own).toContain("Mar 2021 - Present");
    for (const query of ["?lang=fr", "?lang=xx"]) {
      const text = (await pdfText(await printed(query))).replace(/\s+/g, " ");
      expect(text).toContain("Experience");
      expect(text).not.toContain("Berufserfahrung");
    }
  });

  it("reads the PDF of the language asked for as a machine, its checks against that language", async () => {
    const reading = async (query: string) => {
      const response = await alice.request({
        method: "GET",
        url: `/api/resume/${resume.id}/machine-reading${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ text: string }>().text.replace(/\s+/g, " ");
    };
    const german = await reading("?lang=de");
    expect(german).toContain("Leitender Backend-Entwickler");
    expect(german).toContain("heute");
    const own = await reading("");
    expect(own).toContain("Present");
    expect(own).not.toContain("Leitender Backend-Entwickler");
  });
});
