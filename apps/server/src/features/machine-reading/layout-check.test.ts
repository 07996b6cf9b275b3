import {
  createSampleResumeData,
  type LayoutCheck,
  type LayoutCheckId,
  LayoutCheckResultSchema,
  type ResumeData,
} from "@vitae/schema";
import { fixtures, roomyResume, withTemplate } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { createPrinterTestApp, createTestPool } from "../printer/printer.test-helpers.ts";
import { resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { layoutChecks } from "./layout-check.ts";
import type { SheetGeometry } from "./pdf-geometry.ts";

let pool: ReturnType<typeof createTestPool>;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 2 });
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
  await pool.close();
});

/** The layout checks of `data` printed, for a target of `pages`. */
const checksOf = async (data: ResumeData, pages = 2): Promise<Record<LayoutCheckId, LayoutCheck>> => {
  const created = await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  const { id } = resumeOf(created);
  const response = await alice.request({
    method: "GET",
    url: `/api/resume/${id}/layout-check?pages=${pages}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = LayoutCheckResultSchema.parse(response.json());
  return Object.fromEntries(result.checks.map((check) => [check.id, check])) as Record<
    LayoutCheckId,
    LayoutCheck
  >;
};

/** The sample in Rhyhorn with 40 px margins (over 10 mm): every check passes. */
const clean = (): ResumeData => {
  const data = createSampleResumeData();
  return {
    ...data,
    metadata: { ...data.metadata, template: "rhyhorn", page: { ...data.metadata.page, margin: 40 } },
  };
};

const withMetadata = (data: ResumeData, metadata: Partial<ResumeData["metadata"]>): ResumeData => ({
  ...data,
  metadata: { ...data.metadata, ...metadata },
});

describe("GET /api/resume/:id/layout-check on the printed PDF", () => {
  it("passes every check for a clean resume", async () => {
    const checks = await checksOf(clean(), 3);
    expect(Object.values(checks).filter((check) => !check.passed)).toEqual([]);
    expect(checks.margins.values.margin).toBeGreaterThanOrEqual(10);
  });

  it("pages: more sheets than the target, fixed by fitting to it", async () => {
    const checks = await checksOf(roomyResume(), 1);
    expect(checks.pages).toMatchObject({ passed: false, values: { pages: 3, target: 1 } });
    expect(checks.pages.fix).toEqual({ kind: "fit", pages: 1 });
    expect((await checksOf(roomyResume(), 3)).pages.passed).toBe(true);
  });

  it("itemSplit: an item run from one sheet onto the next, fixed by keeping that item together", async () => {
    // The long resume in Rhyhorn, its fourth job given twenty more lines: it reaches past the first sheet's end.
    const data = withTemplate(fixtures.long(), "rhyhorn");
    const jobs = data.sections.experience.items;
    const bullets = Array.from(
      { length: 20 },
      (_, index) => `<li>Delivered milestone ${index + 1} on time.</li>`,
    );
    jobs[3] = { ...(jobs[3] as (typeof jobs)[number]), summary: `<ul>${bullets.join("")}</ul>` };
    const checks = await checksOf(data, 3);
    expect(checks.itemSplit).toMatchObject({ passed: false, values: { items: [jobs[3]?.company] } });
    expect(checks.itemSplit.fix).toEqual({
      kind: "set",
      path: "sections.experience.items.3.keepTogether",
      value: true,
    });
    // Kept together (the fix applied), it prints whole on the next sheet.
    jobs[3] = { ...(jobs[3] as (typeof jobs)[number]), keepTogether: true };
    const after = await checksOf(data, 3);
    expect(after.itemSplit.values.items).not.toContain(jobs[3]?.company);
  });

  it("smallText: body text under 9 pt, fixed by a 9 pt font", async () => {
    const data = clean();
    const checks = await checksOf(
      withMetadata(data, {
        typography: { ...data.metadata.typography, font: { ...data.metadata.typography.font, size: 10 } },
      }),
    );
    expect(checks.smallText).toMatchObject({ passed: false, values: { size: 7.5 } });
    expect(checks.smallText.fix).toEqual({ kind: "set", path: "metadata.typography.font.size", value: 12 });
  });

  it("margins: text closer than 10 mm to the edge, fixed by 10 mm margins", async () => {
    const data = clean();
    const checks = await checksOf(withMetadata(data, { page: { ...data.metadata.page, margin: 18 } }));
    expect(checks.margins.passed).toBe(false);
    expect(checks.margins.values.margin).toBeLessThan(5);
    expect(checks.margins.fix).toMatchObject({ kind: "set", path: "metadata.page.margin" });
  });

  it("textOutsidePage: custom CSS that pushes text off the sheet, fixed by turning the CSS off", async () => {
    const checks = await checksOf(
      withMetadata(clean(), {
        css: { visible: true, value: ".vt-section-title { position: relative; left: -60px; }" },
      }),
    );
    expect(checks.textOutsidePage.passed).toBe(false);
    expect(checks.textOutsidePage.values.items?.length).toBeGreaterThan(0);
    expect(checks.textOutsidePage.fix).toEqual({ kind: "set", path: "metadata.css.visible", value: false });
  });

  it("contrast: grey text on white below 4.5:1, fixed by black text", async () => {
    const data = clean();
    const checks = await checksOf(withMetadata(data, { theme: { ...data.metadata.theme, text: "#aaaaaa" } }));
    expect(checks.contrast).toMatchObject({ passed: false, values: { ratio: 2.3 } });
    expect(checks.contrast.fix).toEqual({ kind: "set", path: "metadata.theme.text", value: "#000000" });
  });

  it("contactAsText: an e-mail address hidden from the text (as if only in an image) is reported", async () => {
    const checks = await checksOf(
      withMetadata(clean(), { css: { visible: true, value: ".vt-contact { display: none; }" } }),
    );
    expect(checks.contactAsText.passed).toBe(false);
    expect(checks.contactAsText.values.items).toEqual(["meera.iyer@example.com", "+91 98450 12345"]);
  });

  it("is the owner's alone: another user gets 404", async () => {
    const created = await alice.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: clean() },
    });
    const bob = await signUp(test, "bob");
    const response = await bob.request({
      method: "GET",
      url: `/api/resume/${resumeOf(created).id}/layout-check`,
    });
    expect(response.json()).toMatchObject({ statusCode: 404, code: "ResumeNotFound" });
  });
});

describe("layoutChecks on crafted sheets", () => {
  const sheet = (runs: SheetGeometry["runs"]): SheetGeometry => ({ width: 595, height: 842, runs });
  const run = (text: string, top: number, x = 40) => ({ text, x, top, width: 100, size: 10.5 });

  it("headingAtPageEnd: a section heading with nothing under it on a sheet that is not the last", () => {
    const data = clean();
    const sheets = [
      sheet([run("Summary", 40), run("Backend engineer…", 60), run("Experience", 780)]),
      sheet([run("Quillpay", 40)]),
    ];
    const check = layoutChecks(sheets, data, 2).find((found) => found.id === "headingAtPageEnd");
    expect(check).toMatchObject({ passed: false, values: { items: ["Experience"] } });
    expect(check?.fix).toEqual({ kind: "set", path: "sections.experience.pageBreakBefore", value: true });
    // Followed by its content on the same sheet, it is fine; so is a heading on the last sheet.
    const fine = [sheet([run("Experience", 700), run("Quillpay", 720)]), sheet([run("Education", 800)])];
    expect(layoutChecks(fine, data, 2).find((found) => found.id === "headingAtPageEnd")?.passed).toBe(true);
  });

  it("itemSplit: the split items by their titles, the first one's Keep together as the fix", () => {
    const data = clean();
    const [first, second] = data.sections.experience.items;
    const sheets = [sheet([run("Summary", 40)])];
    const check = (ids: string[]) =>
      layoutChecks(sheets, data, 1, ids).find((found) => found.id === "itemSplit");
    expect(check([second?.id ?? "", "no-such-item"])).toEqual({
      id: "itemSplit",
      passed: false,
      values: { items: [second?.company] },
      fix: { kind: "set", path: "sections.experience.items.1.keepTogether", value: true },
    });
    expect(check([second?.id ?? "", first?.id ?? ""])?.values.items).toEqual([
      first?.company,
      second?.company,
    ]);
    expect(check([])).toMatchObject({ passed: true, values: { items: [] } });
  });

  it("contactAsText: an e-mail address or phone number printed only in the page footer's band is reported", () => {
    const base = clean();
    const data = withMetadata(base, {
      page: { ...base.metadata.page, options: { ...base.metadata.page.options, pageNumbers: true } },
    });
    const { email, phone } = data.basics;
    const check = (top: number) =>
      layoutChecks([sheet([run("Summary", 40), run(email, top), run(phone, top, 300)])], data, 1).find(
        (found) => found.id === "contactAsText",
      );
    // The footer's band is the sheet's last 8 mm (about 23 pt of 842).
    expect(check(830)).toMatchObject({ passed: false, values: { items: [email, phone] } });
    expect(check(100)?.passed).toBe(true);
  });

  it("imageAlt: a rich-text image without alternative text", () => {
    const data = clean();
    const withImage: ResumeData = {
      ...data,
      sections: {
        ...data.sections,
        summary: { ...data.sections.summary, content: '<p>Hi</p><img src="data:image/png;base64,AA==">' },
      },
    };
    const check = (resume: ResumeData) =>
      layoutChecks([sheet([run("Hi", 40)])], resume, 1).find((found) => found.id === "imageAlt");
    expect(check(withImage)?.passed).toBe(false);
    const described = {
      ...withImage,
      sections: {
        ...withImage.sections,
        summary: {
          ...withImage.sections.summary,
          content: '<img alt="A chart" src="data:image/png;base64,AA==">',
        },
      },
    };
    expect(check(described)?.passed).toBe(true);
  });
});
