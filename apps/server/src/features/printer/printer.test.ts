import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { ResumeData } from "@vitae/schema";
import { ErrorResponseSchema, StatisticsSchema } from "@vitae/schema";
import { allSectionsCustomId, fixtures, withFormat, withTemplate } from "@vitae/templates/fixtures";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { patchBody, resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLocalStorage } from "../storage/index.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { createPrinterTestApp, createTestPool, pdfInfo, pdfText } from "./printer.test-helpers.ts";

/** Width and height from a JPEG's start-of-frame marker. */
const jpegSize = (jpeg: Buffer): { width: number; height: number } | undefined => {
  for (let at = 2; at + 9 < jpeg.length; ) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return undefined;
};

let pool: BrowserPool;
let test: TestApp;

beforeAll(async () => {
  pool = createTestPool();
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
});

afterAll(async () => {
  await test?.close();
  await pool?.close();
});

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

/** A resume of `as` holding `data`, private unless asked. */
const resumeWith = async (
  as: SignedInUser,
  data: ResumeData,
  visibility: "public" | "private" = "private",
) => {
  const created = await as.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  expect(created.statusCode).toBe(201);
  const resume = resumeOf(created);
  if (visibility === "private") return resume;
  const updated = await as.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: patchBody(resume, { visibility }),
  });
  expect(updated.statusCode).toBe(200);
  return resumeOf(updated);
};

type Requester = Pick<SignedInUser, "request">;
const guest: Requester = { request: (options) => test.app.inject(options) };

/** Path and query of an absolute URL the API answered, to inject it. */
const localPath = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(test.config.publicUrl);
  return `${parsed.pathname}${parsed.search}`;
};

const printUrl = async (as: Requester, id: string): Promise<string> => {
  const response = await as.request({ method: "GET", url: `/api/resume/print/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
};

const download = async (url: string): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: "GET", url: localPath(url) });

const printPdf = async (as: Requester, id: string): Promise<Buffer> => {
  const response = await download(await printUrl(as, id));
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  return response.rawPayload;
};

const statisticsOf = async (as: SignedInUser, id: string) => {
  const response = await as.request({ method: "GET", url: `/api/resume/${id}/statistics` });
  return StatisticsSchema.parse(response.json());
};

/** The data with a marker in the summary, so each test prints something not cached yet. */
let variant = 0;
const fresh = (data: ResumeData): ResumeData => {
  variant += 1;
  return {
    ...data,
    sections: {
      ...data.sections,
      summary: {
        ...data.sections.summary,
        content: `${data.sections.summary.content}<p>Variant ${variant}</p>`,
      },
    },
  };
};

describe("printing a PDF", () => {
  it("prints the sample on two A4 sheets (595 × 842 pt)", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(withFormat(fixtures.sample(), "a4")));
    const info = await pdfInfo(await printPdf(alice, resume.id));
    expect(info).toMatchObject({ pages: 2 });
    expect(info.width).toBeCloseTo(595.28, 0);
    expect(info.height).toBeCloseTo(841.89, 0);
  });

  it("prints Letter sheets at exactly 8.5 × 11 in (612 × 792 pt)", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(withFormat(fixtures.sample(), "letter")));
    const info = await pdfInfo(await printPdf(alice, resume.id));
    expect(Math.abs(info.width - 612)).toBeLessThan(0.5);
    expect(Math.abs(info.height - 792)).toBeLessThan(0.5);
  });

  it("flows a long resume onto more than two sheets of the same size", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(withFormat(fixtures.long(), "a4")));
    const info = await pdfInfo(await printPdf(alice, resume.id));
    expect(info.pages).toBeGreaterThan(2);
    expect(info.width).toBeCloseTo(595.28, 0);
  });

  it("has real text in reading order: name, then a job title, then a custom section's item", async () => {
    const alice = await signUp(test, "alice");
    const data = withTemplate(fixtures.allSections(), "rhyhorn");
    const custom = data.sections.custom[allSectionsCustomId];
    const item = custom?.items[0];
    const job = data.sections.experience.items[0];
    if (item === undefined || job === undefined) throw new Error("fixture changed");
    const resume = await resumeWith(alice, data);
    const text = (await pdfText(await printPdf(alice, resume.id))).replace(/\s+/g, " ");
    const positions = [data.basics.name, job.position, item.name].map((needle) => text.indexOf(needle));
    expect(
      positions.every((position) => position >= 0),
      text.slice(0, 400),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("serves a second print of unchanged data from the cache, with no second Chromium job", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(fixtures.sample()));
    const before = pool.stats().jobs;
    const first = await printUrl(alice, resume.id);
    expect(pool.stats().jobs).toBe(before + 1);
    const second = await printUrl(alice, resume.id);
    expect(pool.stats().jobs).toBe(before + 1);
    expect(new URL(second).searchParams.get("token")).toBe(new URL(first).searchParams.get("token"));
    expect((await download(second)).statusCode).toBe(200);
  });

  it("prints identical requests arriving together once", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(fixtures.sample()));
    const before = pool.stats().jobs;
    const urls = await Promise.all([1, 2, 3, 4].map(() => printUrl(alice, resume.id)));
    expect(new Set(urls).size).toBe(1);
    expect(pool.stats().jobs).toBe(before + 1);
  });

  it("prints again after a change", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(fixtures.sample()));
    const first = await printUrl(alice, resume.id);
    const changed = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, {
        data: { ...resume.data, basics: { ...resume.data.basics, name: "Renamed Person" } },
      }),
    });
    expect(changed.statusCode).toBe(200);
    const before = pool.stats().jobs;
    const second = await printUrl(alice, resume.id);
    expect(second).not.toBe(first);
    expect(pool.stats().jobs).toBe(before + 1);
    expect(await pdfText((await download(second)).rawPayload)).toContain("Renamed Person");
  });
});

describe("who may print", () => {
  it("refuses another user's private resume, and guests, with 404 ResumeNotFound", async () => {
    const alice = await signUp(test, "alice");
    const mallory = await signUp(test, "mallory");
    const resume = await resumeWith(alice, fixtures.sample());
    for (const as of [mallory, guest]) {
      expectError(
        await as.request({ method: "GET", url: `/api/resume/print/${resume.id}` }),
        404,
        "ResumeNotFound",
      );
      expectError(
        await as.request({ method: "GET", url: `/api/resume/print/${resume.id}/preview` }),
        404,
        "ResumeNotFound",
      );
    }
    expectError(
      await guest.request({ method: "GET", url: "/api/resume/print/not-a-uuid" }),
      400,
      "ValidationError",
    );
  });

  it("prints a public resume for a guest and another user, counting their downloads but not the owner's", async () => {
    const alice = await signUp(test, "alice");
    const bob = await signUp(test, "bob");
    const resume = await resumeWith(alice, fixtures.sample(), "public");
    await printPdf(alice, resume.id);
    expect((await statisticsOf(alice, resume.id)).downloads).toBe(0);
    const pdf = await printPdf(guest, resume.id);
    expect((await pdfInfo(pdf)).pages).toBeGreaterThan(0);
    await printPdf(bob, resume.id);
    expect((await statisticsOf(alice, resume.id)).downloads).toBe(2);
  });
});

describe("the file URL", () => {
  let alice: SignedInUser;
  let url: URL;

  beforeAll(async () => {
    alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fixtures.sample());
    url = new URL(await printUrl(alice, resume.id));
  });

  it("is not a storage path and works with its token only", async () => {
    expect(url.pathname).toBe("/api/resume/print/file");
    expect(url.href).not.toContain("printer/");
    const response = await download(url.href);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(response.headers["content-disposition"]).toMatch(/^inline; filename="[\w.-]+\.pdf"$/);
    const withoutToken = await test.app.inject({ method: "GET", url: url.pathname });
    expect(withoutToken.statusCode).toBe(400);
  });

  it("refuses a tampered token", async () => {
    const token = url.searchParams.get("token") ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const otherKey = Buffer.from(JSON.stringify({ ...claims, k: "printer/other.pdf" })).toString("base64url");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    for (const forged of [`${otherKey}.${signature}`, `${payload}.${flipped}`, payload, "x.y.z"]) {
      const response = await test.app.inject({ method: "GET", url: `${url.pathname}?token=${forged}` });
      expectError(response, 403, "Forbidden");
    }
  });

  it("expires", async () => {
    const later = Date.now() + 21 * 60 * 1000;
    const now = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expectError(await download(url.href), 403, "Forbidden");
    } finally {
      now.mockRestore();
    }
  });
});

describe("the preview", () => {
  it("answers a JPEG of the first sheet with a cache-busting timestamp", async () => {
    const alice = await signUp(test, "alice");
    const resume = await resumeWith(alice, fresh(fixtures.sample()));
    const response = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}/preview` });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.searchParams.get("t")).toBe(String(new Date(resume.updatedAt).getTime()));
    const image = await download(url.href);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegSize(image.rawPayload)).toEqual({ width: 794, height: 1123 });
  });
});

describe("limits", () => {
  it("refuses a resume longer than the page limit or larger than the content limit", async () => {
    const limited = await createPrinterTestApp({
      database: test,
      printer: { pool, prerender: false, limits: { maxPages: 1 } },
    });
    const tiny = await createPrinterTestApp({
      database: test,
      printer: { pool, prerender: false, limits: { maxHtmlBytes: 10_000 } },
    });
    try {
      for (const [app, message] of [
        [limited, /^The resume has more than 1 pages$/],
        [tiny, /^The resume is too large to print/],
      ] as const) {
        const alice = await signUp(app, "alice");
        const created = await alice.request({
          method: "POST",
          url: "/api/resume/import",
          payload: { data: fresh(fixtures.sample()) },
        });
        const response = await alice.request({
          method: "GET",
          url: `/api/resume/print/${resumeOf(created).id}`,
        });
        expectError(response, 500, "ResumePrinterError");
        expect(response.json<{ message: string }>().message).toMatch(message);
      }
    } finally {
      await limited.close();
      await tiny.close();
    }
  });
});

describe("OpenAPI", () => {
  it("documents the print routes with a tag, a summary and responses", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>;
    }>();
    const printPaths = Object.entries(document.paths).filter(([path]) =>
      path.startsWith("/api/resume/print/"),
    );
    expect(printPaths.map(([path]) => path).sort()).toEqual([
      "/api/resume/print/file",
      "/api/resume/print/{id}",
      "/api/resume/print/{id}/preview",
    ]);
    for (const [, methods] of printPaths) {
      expect(methods.get?.tags).toEqual(["printer"]);
      expect(methods.get?.summary).toBeTruthy();
      expect(Object.keys(methods.get?.responses ?? {})).toContain("200");
    }
  });
});

describe("without Chromium", () => {
  it("warns at start-up and answers ResumePrinterError with a clear message, without crashing", async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const noChromium = await createPrinterTestApp({
      database: test,
      env: { CHROME_PATH: "/nonexistent/chromium", LOG_LEVEL: "warn" },
      logger: createLogger({ level: "warn", pretty: false, destination }),
    });
    try {
      await noChromium.app.ready();
      expect(lines.join("")).toContain("PDF export needs Chromium");
      const alice = await signUp(noChromium, "alice");
      const created = await alice.request({
        method: "POST",
        url: "/api/resume",
        payload: { title: "Mine", slug: "mine" },
      });
      const id = resumeOf(created).id;
      const response = await alice.request({ method: "GET", url: `/api/resume/print/${id}` });
      expectError(response, 500, "ResumePrinterError");
      expect(response.json<{ message: string }>().message).toMatch(/^PDF export needs Chromium: /);
      expectError(
        await alice.request({ method: "GET", url: `/api/resume/print/${id}/preview` }),
        500,
        "ResumePreviewError",
      );
      expect((await noChromium.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await noChromium.close();
    }
  });
});

describe("a crashed browser", () => {
  it("is started again for the next print", async () => {
    const alice = await signUp(test, "alice");
    await printPdf(alice, (await resumeWith(alice, fresh(fixtures.sample()))).id);
    const pid = await pool.browserProcessId();
    expect(pid).toBeGreaterThan(0);
    const launches = pool.stats().launches;
    process.kill(pid as number, "SIGKILL");
    const resume = await resumeWith(alice, fresh(fixtures.sample()));
    expect((await pdfInfo(await printPdf(alice, resume.id))).pages).toBe(2);
    expect(pool.stats().launches).toBe(launches + 1);
    expect(await pool.browserProcessId()).not.toBe(pid);
  });
});

describe("the print queue", () => {
  it("has a node without print workers get its PDF printed by another node on the same database", async () => {
    const dir = await mkdtemp(join(tmpdir(), "vitae-queue-"));
    const storage = createLocalStorage(dir);
    const web = await createPrinterTestApp({ env: { PRINT_WORKERS: "0" }, printer: { storage } });
    const printing = await createPrinterTestApp({
      database: web,
      printer: { pool, storage, queuePollMs: 100 },
    });
    try {
      await printing.app.ready();
      const alice = await signUp(web, "alice");
      const resume = await resumeWith(alice, fresh(fixtures.sample()));
      const jobs = pool.stats().jobs;
      const printed = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}` });
      expect(printed.statusCode, printed.body).toBe(200);
      expect(pool.stats().jobs).toBe(jobs + 1);
      const url = new URL(printed.json<{ url: string }>().url);
      const pdf = await web.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect((await pdfInfo(pdf.rawPayload)).pages).toBe(2);
    } finally {
      await printing.close();
      await web.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers 429 with Retry-After when the queue is full, and when a job waited too long", async () => {
    const busy = await createPrinterTestApp({
      env: { PRINT_WORKERS: "0", PRINT_QUEUE_LIMIT: "1" },
      printer: { queueWaitMs: 1_500 },
    });
    try {
      const alice = await signUp(busy, "alice");
      const resume = await resumeWith(alice, fresh(fixtures.sample()));
      const first = alice.request({ method: "GET", url: `/api/resume/print/${resume.id}` });
      await vi.waitFor(
        async () => {
          const { rows } = await busy.database.query(
            "select count(*)::int as count from pgboss.job where name = 'vitae-print' and state = 'created'",
          );
          expect(rows).toEqual([{ count: 1 }]);
        },
        { timeout: 5_000, interval: 20 },
      );
      const refused = await alice.request({ method: "GET", url: `/api/resume/print/${resume.id}/preview` });
      expectError(refused, 429, "TooManyRequests");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(refused.json<{ message: string }>().message).toMatch(/print queue is full/);

      const waited = await first;
      expectError(waited, 429, "TooManyRequests");
      expect(Number(waited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } finally {
      await busy.close();
    }
  });
});
