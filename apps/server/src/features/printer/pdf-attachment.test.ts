import { importPdf } from "@vitae/importers";
import { rates, scoreFields } from "@vitae/importers/field-accuracy";
import type { ResumeData } from "@vitae/schema";
import { implementedTemplateIds, templates } from "@vitae/templates";
import { fixtures, withTemplate } from "@vitae/templates/fixtures";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfInfo } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool();
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test?.close();
  await pool?.close();
});

/** Imports the data, prints it, and answers the stored resume's data with the PDF. */
const printed = async (data: ResumeData): Promise<{ stored: ResumeData; pdf: Buffer }> => {
  const created = await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  expect(created.statusCode, created.body).toBe(201);
  const resume = resumeOf(created);
  const print = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}` });
  const url = new URL(print.json<{ url: string }>().url);
  const file = await test.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  expect(file.headers["content-type"]).toBe("application/pdf");
  return { stored: resume.data, pdf: file.rawPayload };
};

const withAttachment = (data: ResumeData, on: boolean): ResumeData => ({
  ...data,
  metadata: { ...data.metadata, attachResumeData: on },
});

describe("the resume's data attached to its PDF", () => {
  it("is an associated file (application/json, /Data) that restores the resume exactly, with the tags, outline and metadata intact", async () => {
    const { stored, pdf } = await printed(fixtures.sample());
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/Subtype \/application#2Fjson/);
    expect(raw).toMatch(/\/AFRelationship \/Data/);
    expect(raw).toMatch(/\/AF \[\d+ 0 R\]/);

    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    try {
      const attachments = (await document.getAttachments()) as Record<string, { content: Uint8Array }>;
      const content = attachments["vitae-resume.json"]?.content;
      expect(JSON.parse(Buffer.from(content ?? []).toString("utf8"))).toEqual(stored);
      type Entry = { title: string; items: Entry[] };
      const titles = (entries: Entry[]): string[] =>
        entries.flatMap((entry) => [entry.title, ...titles(entry.items)]);
      expect(titles(((await document.getOutline()) ?? []) as Entry[])).toContain("Experience");
      const { info } = (await document.getMetadata()) as unknown as { info: Record<string, unknown> };
      expect(info).toMatchObject({ Title: expect.stringContaining("Meera Iyer"), Author: "Meera Iyer" });
      expect(await document.getMarkInfo()).toMatchObject({ Marked: true });
      const tree = (await (await document.getPage(1)).getStructTree()) as { children?: unknown[] } | null;
      expect(tree?.children?.length).toBeGreaterThan(0);
    } finally {
      await document.destroy();
    }
    // poppler reads the updated file without complaint, page count unchanged.
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 2 });

    const result = await importPdf(new Uint8Array(pdf));
    expect(result.recognition).toEqual({ restored: true });
    expect(result.data).toEqual(stored);
  });

  it("is left out when the resume's setting turns it off, and the import then recognises the text", async () => {
    const { stored, pdf } = await printed(withAttachment(fixtures.sample(), false));
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    expect(await document.getAttachments()).toBeNull();
    await document.destroy();
    const result = await importPdf(new Uint8Array(pdf));
    expect(result.recognition).toMatchObject({ restored: false });
    expect(result.data.basics).toMatchObject({ name: stored.basics.name, email: stored.basics.email });
  });
});

describe("recognising the PDFs every template prints (attachment off)", () => {
  // Measured floors, a little under what each family reaches today (bench/pdf-import.ts prints the numbers).
  const floors = { single: 70, "sidebar-left": 70, "sidebar-right": 70, "two-equal": 70 } as const;
  it.each(implementedTemplateIds)("%s", async (template) => {
    const data = withAttachment(withTemplate(fixtures.sample(), template), false);
    const { stored, pdf } = await printed(data);
    const { recall, precision } = rates(scoreFields(stored, (await importPdf(new Uint8Array(pdf))).data));
    const floor = floors[templates[template].family];
    expect(recall).toBeGreaterThanOrEqual(floor);
    expect(precision).toBeGreaterThanOrEqual(floor);
  });
});
