import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { LetterLinkSchema, type TemplateId, templateIds } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { createPrinterTestApp, createTestPool, pdfInfo, pdfText } from "../printer/printer.test-helpers.ts";
import {
  createResume,
  patchBody,
  resumeOf,
  type SignedInUser,
  signUp,
} from "../resume/resume.test-helpers.ts";
import { createLetter, letterOf, letterPatch } from "./letter.test-helpers.ts";

const run = promisify(execFile);

let pool: ReturnType<typeof createTestPool>;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 1 });
  test = await createPrinterTestApp({ printer: { pool } });
  alice = await signUp(test, "printer");
}, 60_000);

afterAll(async () => {
  await test?.close();
  await pool?.close();
});

const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const download = async (url: string): Promise<Buffer> => {
  const response = await test.app.inject({ method: "GET", url: localPath(url) });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  return response.rawPayload;
};

const documentTitle = async (pdf: Buffer): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), "vitae-letter-"));
  try {
    await writeFile(join(dir, "letter.pdf"), pdf);
    const { stdout } = await run("pdfinfo", [join(dir, "letter.pdf")]);
    return /^Title:\s+(.*)$/m.exec(stdout)?.[1] ?? "";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** A sample resume in `template` named `name`, and a letter to Acme linked to it. */
const letterIn = async (template: TemplateId, name: string) => {
  const created = await createResume(alice, { sample: true, slug: `${template}-${crypto.randomUUID()}` });
  const data = structuredClone(created.data);
  data.basics.name = name;
  data.metadata.template = template;
  const resume = resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { data }),
    }),
  );
  const letter = await createLetter(alice, { title: `Acme ${template}`, resumeId: resume.id });
  const saved = letterOf(
    await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, {
        data: {
          ...letter.data,
          date: "2026-11-28",
          recipient: { ...letter.data.recipient, organisation: "Acme Corporation" },
          subject: "Application for the backend role",
          greeting: "Dear hiring team,",
          body: "<p>I build reliable services and would like to build yours.</p>",
          closing: "Kind regards,",
        },
      }),
    }),
  );
  return { resume, letter: saved };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe("printing a letter", () => {
  it("prints every template's letter, tagged, with the resume's name in its header and as the author", async () => {
    const letterMs: number[] = [];
    const resumeMs: number[] = [];
    for (const template of templateIds) {
      const name = `Grace ${template} Hopper`;
      const { resume, letter } = await letterIn(template, name);
      let started = performance.now();
      const printed = await alice.request({ method: "GET", url: `/api/letter/print/${letter.id}` });
      expect(printed.statusCode, printed.body).toBe(200);
      const pdf = await download(printed.json<{ url: string }>().url);
      letterMs.push(performance.now() - started);

      // Lower-cased: some headers set the name in capitals.
      const text = (await pdfText(pdf)).replace(/\s+/g, " ").toLowerCase();
      // The header (the resume's name block) comes first, then the letter.
      const header = text.indexOf(name.toLowerCase());
      expect(header, template).toBeGreaterThanOrEqual(0);
      expect(header, `${template}: ${text}`).toBeLessThan(text.indexOf("dear hiring team,"));
      expect(text, template).toContain("i build reliable services and would like to build yours.");
      expect(text, template).toContain("acme corporation");
      const info = await pdfInfo(pdf);
      expect({ template, tagged: info.tagged, pages: info.pages }).toEqual({
        template,
        tagged: true,
        pages: 1,
      });
      expect(await documentTitle(pdf), template).toBe(`${name} — Application for the backend role`);

      started = performance.now();
      const resumePrint = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}` });
      await download(resumePrint.json<{ url: string }>().url);
      resumeMs.push(performance.now() - started);
    }
    console.info(
      `print medians over ${templateIds.length} templates: letter ${Math.round(median(letterMs))} ms, resume ${Math.round(median(resumeMs))} ms`,
    );
  }, 240_000);

  it("serves an unchanged letter from the cache, and prints a changed one anew", async () => {
    const { letter } = await letterIn("onyx", "Cached Person");
    const first = (await alice.request({ method: "GET", url: `/api/letter/print/${letter.id}` })).json<{
      url: string;
    }>();
    const again = (await alice.request({ method: "GET", url: `/api/letter/print/${letter.id}` })).json<{
      url: string;
    }>();
    expect(new URL(again.url).searchParams.get("token")).toBeTruthy();
    const [a, b] = await Promise.all([download(first.url), download(again.url)]);
    expect(a.equals(b)).toBe(true);
    const changed = letterOf(
      await alice.request({
        method: "PATCH",
        url: `/api/letter/${letter.id}`,
        payload: letterPatch(letter, { data: { ...letter.data, closing: "Changed closing" } }),
      }),
    );
    const next = (await alice.request({ method: "GET", url: `/api/letter/print/${changed.id}` })).json<{
      url: string;
    }>();
    expect(await pdfText(await download(next.url))).toContain("Changed closing");
  }, 60_000);

  it("opens the PDF through a private link until it is revoked", async () => {
    const { letter } = await letterIn("rhyhorn", "Linked Person");
    const link = LetterLinkSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: `/api/letter/${letter.id}/link`,
          payload: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
        })
      ).json(),
    );
    expect(await pdfText(await download(link.url))).toContain("Linked Person");
    await alice.request({ method: "DELETE", url: `/api/letter/${letter.id}/link` });
    const revoked = await test.app.inject({ method: "GET", url: localPath(link.url) });
    expect({ status: revoked.statusCode, code: revoked.json().code }).toEqual({
      status: 404,
      code: "LetterNotFound",
    });
  }, 60_000);
});
