import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Resume, ResumeVersionListSchema, ResumeVersionSchema } from "@vitae/schema";
import { fixtures } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { patchBody, resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLocalStorage, type Storage } from "../storage/index.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfText } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let dir: string;
let test: TestApp;
let alice: SignedInUser;
/** Keys of the files printed into the cache, in order. */
const stored: string[] = [];
let storage: Storage;

beforeAll(async () => {
  pool = createTestPool();
  dir = await mkdtemp(join(tmpdir(), "vitae-prerender-"));
  const local = createLocalStorage(dir);
  storage = {
    ...local,
    put: async (key, body, options) => {
      await local.put(key, body, options);
      stored.push(key);
    },
  };
  test = await createPrinterTestApp({ printer: { pool, storage, prerender: { delayMs: 300 } } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test?.close();
  await pool?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const named = (name: string) => {
  const data = fixtures.sample();
  return { ...data, basics: { ...data.basics, name } };
};

/** Runs `action`, then waits for the one print it causes; answers the printed PDF's text. */
const nextPrint = async <T>(action: () => Promise<T>): Promise<{ result: T; text: string; key: string }> => {
  const before = stored.length;
  const result = await action();
  await vi.waitFor(() => expect(stored).toHaveLength(before + 1), { timeout: 20_000, interval: 50 });
  const key = stored[before] as string;
  const file = await storage.get(key);
  if (file === undefined) throw new Error(`${key} was printed but is not stored`);
  return { result, key, text: await pdfText(file.body) };
};

const importNamed = async (name: string): Promise<Resume> => {
  const created = await alice.request({
    method: "POST",
    url: "/api/resume/import",
    payload: { data: named(name) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return resumeOf(created);
};

const rename = async (resume: Resume, name: string): Promise<Resume> => {
  const saved = await alice.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: patchBody(resume, { data: { ...resume.data, basics: { ...resume.data.basics, name } } }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return resumeOf(saved);
};

describe("pre-rendering after a resume's content is written", () => {
  it("prints an imported resume into the cache", async () => {
    const { text } = await nextPrint(() => importNamed("Imported Person"));
    expect(text).toContain("Imported Person");
  });

  it("prints a restored version into the cache", async () => {
    const { result: imported, key: originalKey } = await nextPrint(() => importNamed("Original Person"));
    const { result: changed, text: changedText } = await nextPrint(() => rename(imported, "Changed Person"));
    expect(changedText).toContain("Changed Person");

    // The first change kept the imported content as a version.
    const list = ResumeVersionListSchema.parse(
      (await alice.request({ method: "GET", url: `/api/resume/${changed.id}/versions` })).json(),
    );
    const [version] = list.versions;
    const content = ResumeVersionSchema.parse(
      (
        await alice.request({ method: "GET", url: `/api/resume/${changed.id}/versions/${version?.id}` })
      ).json(),
    );
    expect(content.data.basics.name).toBe("Original Person");
    // Printed files are kept by content: without the import's file, the restored content is printed anew.
    await storage.delete(originalKey);

    const { result: restored, text } = await nextPrint(() =>
      alice.request({ method: "POST", url: `/api/resume/${changed.id}/versions/${version?.id}/restore` }),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(text).toContain("Original Person");
    expect(text).not.toContain("Changed Person");
  });

  it("prints a saved resume once it stays unchanged, one print for a burst of saves", async () => {
    let { result: resume } = await nextPrint(() => importNamed("Burst Person"));
    const before = pool.stats().jobs;
    const { text } = await nextPrint(async () => {
      for (const name of ["First Name", "Second Name", "Third Name"]) resume = await rename(resume, name);
    });
    expect(text).toContain("Third Name");
    const response = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}` });
    expect(response.statusCode).toBe(200);
    const parsed = new URL(response.json<{ url: string }>().url);
    const pdf = await test.app.inject({ method: "GET", url: `${parsed.pathname}${parsed.search}` });
    expect(await pdfText(pdf.rawPayload)).toContain("Third Name");

    // A later save is a marker: its print is scheduled after every print the burst could have caused,
    // so once it is stored, a second (wrong) print of the burst would have shown up in the count.
    await nextPrint(() => rename(resume, "Marker"));
    expect(pool.stats().jobs).toBe(before + 2);
  });
});
