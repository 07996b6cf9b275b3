import { createSampleResumeData } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { patchBody, resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfText } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool();
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "printer");
});

afterAll(async () => {
  await test?.close();
  await pool?.close();
});

const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** The printed PDF's text, flattened. */
const printedText = async (id: string): Promise<string> => {
  const { url } = ok(await alice.request({ method: "GET", url: `/api/resume/print/${id}` })).json<{
    url: string;
  }>();
  const parsed = new URL(url);
  const file = ok(await test.app.inject({ method: "GET", url: `${parsed.pathname}${parsed.search}` }));
  return (await pdfText(file.rawPayload)).replace(/\s+/g, " ");
};

describe("printing a variant", () => {
  it("prints the master with the variant's overrides, and again after the master changes", async () => {
    const master = resumeOf(
      ok(
        await alice.request({
          method: "POST",
          url: "/api/resume/import",
          payload: { data: createSampleResumeData(), title: "Printed master" },
        }),
      ),
    );
    const created = resumeOf(
      ok(
        await alice.request({
          method: "POST",
          url: `/api/resume/${master.id}/variants`,
          payload: { name: "Printed variant" },
        }),
      ),
    );
    const data = structuredClone(created.data);
    data.basics.headline = "Tailored Headline Marker";
    const variant = resumeOf(
      ok(
        await alice.request({
          method: "PATCH",
          url: `/api/resume/${created.id}`,
          payload: patchBody(created, { data }),
        }),
      ),
    );
    const first = await printedText(variant.id);
    expect(first).toContain("Tailored Headline Marker");
    expect(first).toContain(master.data.basics.name);

    const renamed = structuredClone(master.data);
    renamed.basics.name = "Renamed In The Master";
    ok(
      await alice.request({
        method: "PATCH",
        url: `/api/resume/${master.id}`,
        payload: patchBody(master, { data: renamed }),
      }),
    );
    const second = await printedText(variant.id);
    expect(second).toContain("Renamed In The Master");
    expect(second).toContain("Tailored Headline Marker");
  });
});
