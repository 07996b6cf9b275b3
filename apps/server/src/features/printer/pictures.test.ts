import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ResumeData } from "@vitae/schema";
import { fixtures } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLocalStorage, type Storage } from "../storage/index.ts";
import { gradient, uploadAs, uploadedUrl } from "../storage/storage.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { pictureAsDataUrl, withInlinePicture } from "./pictures.ts";
import { createPrinterTestApp, createTestPool, startRecordingServer } from "./printer.test-helpers.ts";
import { maxRichTextImages, withInlineRichTextImages } from "./rich-text-images.ts";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let dir: string;
let storage: Storage;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
const publicUrl = "https://vitae.example.org";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitae-pictures-"));
  storage = createLocalStorage(dir);
  await storage.put("pictures/me.png", png, { contentType: "image/png" });
  await storage.put("printer/secret.png", png, { contentType: "image/png" });
  server = await startRecordingServer((_request, response) => {
    response.setHeader("content-type", "image/png");
    response.end(png);
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const deps = () => ({ storage, publicUrl });
const asDataUrl = `data:image/png;base64,${png.toString("base64")}`;

describe("images in rich text for the print page", () => {
  const withImages = (summary: string, job: string): ResumeData => {
    const data = fixtures.sample();
    const [first, ...rest] = data.sections.experience.items;
    if (!first) throw new Error("the sample has a job");
    return {
      ...data,
      sections: {
        ...data.sections,
        summary: { ...data.sections.summary, content: summary },
        experience: { ...data.sections.experience, items: [{ ...first, summary: job }, ...rest] },
      },
    };
  };

  it("inlines each image the sealed page may show and leaves out those it may not, fetching each address once", async () => {
    server.hits.length = 0;
    const allowed = {
      ...deps(),
      fetchOptions: { isAllowedAddress: (address: string) => address === "127.0.0.1" },
    };
    const remote = `${server.origin}/chart.png`;
    const data = withImages(
      `<p>Hi</p><img src="${publicUrl}/storage/pictures/me.png" alt="Me"><img src="${remote}" alt="Chart">`,
      `<p>Job</p><img src="${remote}" alt="Again"><img src="https://10.0.0.1/x.png" alt="Inside"><img src="data:image/png;base64,AA" alt="Inline">`,
    );
    const printed = await withInlineRichTextImages(data, allowed);
    expect(printed.sections.summary.content).toBe(
      `<p>Hi</p><img src="${asDataUrl}" alt="Me"><img src="${asDataUrl}" alt="Chart">`,
    );
    expect(printed.sections.experience.items[0]?.summary).toBe(
      `<p>Job</p><img src="${asDataUrl}" alt="Again"><img src="data:image/png;base64,AA" alt="Inline">`,
    );
    expect(server.hits).toHaveLength(1);
    expect(printed.sections.education).toEqual(data.sections.education);
  });

  it("fetches at most a dozen images per print and returns the same resume when there is none", async () => {
    const allowed = { ...deps(), fetchOptions: { isAllowedAddress: () => true } };
    const many = Array.from(
      { length: maxRichTextImages + 3 },
      (_, index) => `<img src="${server.origin}/${index}.png">`,
    );
    const printed = await withInlineRichTextImages(withImages(many.join(""), ""), allowed);
    expect(printed.sections.summary.content.match(/<img/g)).toHaveLength(maxRichTextImages);
    const plain = fixtures.sample();
    expect(await withInlineRichTextImages(plain, allowed)).toBe(plain);
  });
});

describe("pictures for the print page", () => {
  it("reads own-storage pictures from storage, by absolute or root-relative URL", async () => {
    expect(await pictureAsDataUrl(`${publicUrl}/storage/pictures/me.png`, deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("/storage/pictures/me.png?v=2", deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("/storage/pictures/missing.png", deps())).toBeUndefined();
  });

  it("never inlines a printed file or a path out of storage", async () => {
    expect(await pictureAsDataUrl("/storage/printer/secret.png", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("/storage/..%2Fetc%2Fpasswd", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("/other/me.png", deps())).toBeUndefined();
  });

  it("keeps data: images and drops other schemes", async () => {
    expect(await pictureAsDataUrl(asDataUrl, deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("data:text/html,<p>x</p>", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("file:///etc/passwd", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("", deps())).toBeUndefined();
  });

  it("prints without a picture whose URL aims inside the network, without requesting it", async () => {
    server.hits.length = 0;
    const data = fixtures.sample();
    const inlined = await withInlinePicture(
      {
        ...data,
        basics: { ...data.basics, picture: { ...data.basics.picture, url: `${server.origin}/me.png` } },
      },
      deps(),
    );
    expect(inlined.basics.picture.url).toBe("");
    expect(server.hits).toEqual([]);
  });

  it("inlines a picture at an allowed host", async () => {
    const allowed = { ...deps(), fetchOptions: { isAllowedAddress: () => true } };
    expect(await pictureAsDataUrl(`${server.origin}/me.png`, allowed)).toBe(asDataUrl);
  });
});

/** Width × height of every picture embedded in a PDF (poppler's `pdfimages -list`). */
const pdfImageSizes = async (pdf: Buffer): Promise<string[]> => {
  const folder = await mkdtemp(join(tmpdir(), "vitae-pdf-"));
  try {
    const path = join(folder, "file.pdf");
    await writeFile(path, pdf);
    const { stdout } = await promisify(execFile)("pdfimages", ["-list", path]);
    // Two header lines, then: page num type width height …
    return stdout
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [, , , width, height] = line.trim().split(/\s+/);
        return `${width}×${height}`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

describe("printing a resume with an uploaded picture", () => {
  let pool: BrowserPool;
  let printing: TestApp;

  beforeAll(async () => {
    pool = createTestPool();
    printing = await createPrinterTestApp({ printer: { pool, prerender: false } });
  });

  afterAll(async () => {
    await printing?.close();
    await pool?.close();
  });

  const printWithPicture = async (as: SignedInUser, url: string): Promise<Buffer> => {
    const data: ResumeData = fixtures.sample();
    const withPicture = {
      ...data,
      basics: {
        ...data.basics,
        picture: { ...data.basics.picture, url, effects: { ...data.basics.picture.effects, hidden: false } },
      },
    };
    const created = await as.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: withPicture },
    });
    expect(created.statusCode, created.body).toBe(201);
    const printed = await as.request({ method: "GET", url: `/api/resume/print/${resumeOf(created).id}` });
    expect(printed.statusCode, printed.body).toBe(200);
    const file = new URL(printed.json<{ url: string }>().url);
    const pdf = await printing.app.inject({ method: "GET", url: `${file.pathname}${file.search}` });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    return pdf.rawPayload;
  };

  it("inlines it from storage, by absolute or root-relative URL (the print page itself fetches nothing)", async () => {
    const alice = await signUp(printing, "alice");
    // An odd size no template decoration has, to find it among the PDF's images.
    const url = uploadedUrl(await uploadAs(alice, await gradient(333, 222).png().toBuffer()));
    expect(url.startsWith(`${printing.config.publicUrl}/storage/pictures/`)).toBe(true);

    expect(await pdfImageSizes(await printWithPicture(alice, url))).toContain("333×222");
    const relative = new URL(url).pathname;
    expect(await pdfImageSizes(await printWithPicture(alice, relative))).toContain("333×222");
    // The control: a picture URL of ours that holds nothing prints without it.
    const missing = relative.replace(/[0-9a-f]{32}\.webp$/, `${"0".repeat(32)}.webp`);
    expect(await pdfImageSizes(await printWithPicture(alice, missing))).not.toContain("333×222");
  });
});
