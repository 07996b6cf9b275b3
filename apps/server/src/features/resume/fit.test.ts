import {
  FitLeftoverSchema,
  FitResponseSchema,
  type Resume,
  type ResumeData,
  ResumeVersionSummarySchema,
  type TemplateId,
} from "@vitae/schema";
import { designOf, fitFloor, templates } from "@vitae/templates";
import { roomyResume, withTemplate } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TestApp } from "../../test/create-test-app.ts";
import { createPrinterTestApp, createTestPool, pdfInfo } from "../printer/printer.test-helpers.ts";
import { resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let pool: ReturnType<typeof createTestPool>;
let test: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 2 });
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
  bob = await signUp(test, "bob");
});

afterAll(async () => {
  await test.close();
  await pool.close();
});

const importAs = async (user: SignedInUser, data: ResumeData): Promise<Resume> => {
  const created = await user.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  if (created.statusCode !== 201) throw new Error(`Import failed: ${created.body}`);
  return resumeOf(created);
};

const fit = (user: SignedInUser, id: string, payload: unknown) =>
  user.request({ method: "POST", url: `/api/resume/${id}/fit`, payload: payload as object });

const stored = async (id: string): Promise<Resume> =>
  resumeOf(await alice.request({ method: "GET", url: `/api/resume/${id}` }));

const versionsOf = async (id: string) => {
  const response = await alice.request({ method: "GET", url: `/api/resume/${id}/versions` });
  return z.object({ versions: z.array(ResumeVersionSummarySchema) }).parse(response.json()).versions;
};

/** The stored resume's PDF, as the API prints it. */
const printedPages = async (id: string): Promise<number> => {
  const printed = await alice.request({ method: "GET", url: `/api/resume/print/${id}` });
  expect(printed.statusCode).toBe(200);
  const url = new URL(printed.json<{ url: string }>().url);
  const file = await test.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  return (await pdfInfo(file.rawPayload)).pages;
};

describe("POST /api/resume/:id/fit", () => {
  it("fits a resume of two and a bit pages to one: saves the least change, keeps the design before as one version, and the PDF has one page", async () => {
    const resume = await importAs(alice, roomyResume());
    expect(await printedPages(resume.id)).toBe(3);
    expect(await versionsOf(resume.id)).toHaveLength(0);

    const response = await fit(alice, resume.id, { pages: 1 });
    expect(response.statusCode).toBe(200);
    const body = FitResponseSchema.parse(response.json());
    expect(body.pages).toBe(1);
    // Spacing first, then the others in order; every change tighter than before and within the floors.
    expect(body.changes[0]).toEqual({ setting: "spacing", from: 150, to: expect.any(Number) });
    for (const change of body.changes) expect(change.to).toBeLessThan(change.from);

    const after = await stored(resume.id);
    expect(after.updatedAt).toBe(body.updatedAt);
    const design = designOf(after.data);
    const before = designOf(resume.data);
    expect(design).not.toEqual(before);
    expect(design.margin).toBeGreaterThanOrEqual(fitFloor("margin") - 1e-9);
    expect(design.fontSize).toBeGreaterThanOrEqual(fitFloor("fontSize"));
    // Only the design changed.
    expect({ ...after.data, metadata: { ...after.data.metadata, page: null, typography: null } }).toEqual({
      ...resume.data,
      metadata: { ...resume.data.metadata, page: null, typography: null },
    });

    const versions = await versionsOf(resume.id);
    expect(versions).toHaveLength(1);
    const version = await alice.request({
      method: "GET",
      url: `/api/resume/${resume.id}/versions/${versions[0]?.id}`,
    });
    expect(designOf(version.json<{ data: ResumeData }>().data)).toEqual(before);

    expect(await printedPages(resume.id)).toBe(1);
  });

  it("changes less for two pages than for one, and its PDF has two pages", async () => {
    const resume = await importAs(alice, roomyResume());
    const response = await fit(alice, resume.id, { pages: 2 });
    expect(response.statusCode).toBe(200);
    const body = FitResponseSchema.parse(response.json());
    expect(body.pages).toBe(2);
    expect(body.changes.map((change) => change.setting)).toEqual(["spacing"]);
    expect(await printedPages(resume.id)).toBe(2);
  });

  it("changes and saves nothing when the resume already fits", async () => {
    const resume = await importAs(alice, roomyResume(1));
    const response = await fit(alice, resume.id, { pages: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changes: [], pages: 2, updatedAt: resume.updatedAt });
    expect((await stored(resume.id)).updatedAt).toBe(resume.updatedAt);
    expect(await versionsOf(resume.id)).toHaveLength(0);
  });

  it("answers 422 ResumeDoesNotFit with the lines left over and the longest sections when even the floors do not fit, and changes nothing", async () => {
    const resume = await importAs(alice, roomyResume(14));
    const response = await fit(alice, resume.id, { pages: 1 });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 422, code: "ResumeDoesNotFit" });
    const leftover = FitLeftoverSchema.parse(body.leftover);
    expect(leftover.pages).toBeGreaterThan(1);
    expect(leftover.lines).toBeGreaterThan(10);
    expect(leftover.longestSections[0]).toMatchObject({ id: "experience", name: "Experience" });
    expect(leftover.longestSections.length).toBeGreaterThan(1);
    expect((await stored(resume.id)).updatedAt).toBe(resume.updatedAt);
    expect(await versionsOf(resume.id)).toHaveLength(0);
  });

  it.each([
    [{ pages: 0 }],
    [{ pages: 4 }],
    [{ pages: 1.5 }],
    [{ pages: "1" }],
    [{}],
    [{ pages: 1, extra: true }],
  ])("refuses %j with 400 ValidationError", async (payload) => {
    const resume = await importAs(alice, roomyResume(1));
    const response = await fit(alice, resume.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "ValidationError" });
  });

  it("is the owner's alone: another user gets 404, a guest 401, and a locked resume 423", async () => {
    const resume = await importAs(alice, roomyResume());
    expect((await fit(bob, resume.id, { pages: 1 })).json()).toMatchObject({
      statusCode: 404,
      code: "ResumeNotFound",
    });
    const guest = await test.app.inject({
      method: "POST",
      url: `/api/resume/${resume.id}/fit`,
      payload: { pages: 1 },
    });
    expect(guest.statusCode).toBe(401);
    await alice.request({ method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: true } });
    const locked = await stored(resume.id);
    expect((await fit(alice, resume.id, { pages: 1 })).json()).toMatchObject({
      statusCode: 423,
      code: "ResumeLocked",
    });
    expect(await stored(resume.id)).toEqual(locked);
    expect(await versionsOf(resume.id)).toHaveLength(0);
  });
});

describe.each(Object.keys(templates) as TemplateId[])("fitted in %s", (template) => {
  it("prints on the one page the fitting laid it out on", async () => {
    const resume = await importAs(alice, withTemplate(roomyResume(4), template));
    const response = await fit(alice, resume.id, { pages: 1 });
    expect(response.statusCode).toBe(200);
    expect(FitResponseSchema.parse(response.json()).pages).toBe(1);
    expect(await printedPages(resume.id)).toBe(1);
  });
});
