import { createHash } from "node:crypto";
import { createSampleResumeData, pageFormats, type ResumeData, type TemplateId } from "@vitae/schema";
import {
  type FitOutcome,
  type Institution,
  keptItemLines,
  letterCss,
  letterPdfMetadata,
  letterResumeData,
  type PageMeasurement,
  pageFooterFont,
  pdfMetadata,
  pdfOptions,
  type RenderableLetter,
  templates,
  withHyphenation,
} from "@vitae/templates";
import { renderLetterHtml, renderResumeHtml } from "@vitae/templates/node";
import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/index.ts";
import type { BrowserPool, Priority } from "./browser-pool.ts";
import { fitLoadedResume, markShortItemsSource, measureLoadedResume } from "./fit-layout.ts";
import { withInlineLetterPictures } from "./letter-pictures.ts";
import { finishPdf } from "./pdf-finish.ts";
import { type PictureDeps, withInlinePicture } from "./pictures.ts";
import { withInlineRichTextImages } from "./rich-text-images.ts";
import { type SealedPage, sealHtml } from "./sealed-page.ts";

/** Bumped when the printer itself changes what it produces (the templates are fingerprinted below). */
const printerVersion = 4;

/** A printed resume refused for its size (too many pages, too much content). */
export class PrintLimitError extends Error {
  override name = "PrintLimitError";
}

export type PrintKind = "pdf" | "thumbnail";

export type PrintedFile = { key: string; kind: PrintKind; cached: boolean };

export type PrinterLimits = {
  /** Sheets a PDF may have (default 20). */
  maxPages: number;
  /** Size of the print document, pictures inlined (default 12 MB). */
  maxHtmlBytes: number;
};

export type PrinterOptions = {
  pool: BrowserPool;
  storage: Storage;
  pictures: PictureDeps;
  /** The configured institution as configured (part of the cache key), and a resolver inlining its logo. */
  institution: {
    config: { name: string | undefined; logoUrl: string | undefined };
    resolve: () => Promise<Institution | undefined>;
  };
  limits?: Partial<PrinterLimits>;
  logger?: FastifyBaseLogger | undefined;
};

export type PrintOptions = { priority?: Priority };

export type Printer = {
  /** The storage key of the resume's PDF, printed now unless the same content was printed before. */
  pdf(data: ResumeData, options?: PrintOptions): Promise<PrintedFile>;
  /** The storage key of a cover letter's PDF, printed now unless the same letter was printed before. */
  letterPdf(letter: RenderableLetter): Promise<PrintedFile>;
  /** The storage key of a JPEG of the first sheet, made the same way. */
  thumbnail(data: ResumeData, options?: PrintOptions): Promise<PrintedFile>;
  /** The least change of the design that lays the resume out on `pages` sheets, or what is left over. */
  fit(data: ResumeData, pages: number): Promise<FitOutcome>;
  /** The resume laid out on sheets as it prints (sheets, sections, items split across sheets). */
  measure(data: ResumeData): Promise<PageMeasurement>;
  /** The storage key this content has (printed or not). */
  keyOf(kind: PrintKind, data: ResumeData): string;
  /** Renderer fingerprint, computed on first use; call early to keep it off the first print. */
  prepare(): void;
  stats(): { printed: number; cacheHits: number; coalesced: number };
};

const extensions: Record<PrintKind, string> = { pdf: "pdf", thumbnail: "jpg" };
const contentTypes: Record<PrintKind, string> = { pdf: "application/pdf", thumbnail: "image/jpeg" };

/**
 * What the templates produce, as a hash: the sample resume rendered by every registered template. A deploy
 * that changes any template's markup or CSS changes it, and with it every cache key, so no PDF printed by
 * older templates is served again.
 */
const rendererFingerprint = (() => {
  let fingerprint: string | undefined;
  return (): string => {
    if (fingerprint !== undefined) return fingerprint;
    const hash = createHash("sha256").update(`printer:${printerVersion}`);
    const sample = createSampleResumeData();
    for (const id of Object.keys(templates).sort()) {
      const data = { ...sample, metadata: { ...sample.metadata, template: id as TemplateId } };
      hash.update(renderResumeHtml(data, { fontBaseUrl: "/fonts" }));
    }
    fingerprint = hash.digest("hex");
    return fingerprint;
  };
})();

// Skia writes one `/Type /Page` dictionary per sheet (and `/Type /Pages` for the tree).
const pageCountOf = (pdf: Buffer): number =>
  pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

const mmToCssPx = (mm: number) => Math.round((mm * 96) / 25.4);

const sheetOf = (data: ResumeData) => {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  return { width: mmToCssPx(format.width), height: mmToCssPx(format.height) };
};

const load = async (sealed: SealedPage, html: string, data: ResumeData) => {
  const { page } = sealed;
  const sheet = sheetOf(data);
  if (sealed.viewport.width !== sheet.width || sealed.viewport.height !== sheet.height) {
    await page.setViewportSize(sheet);
    sealed.viewport = sheet;
  }
  // "load" waits for the document and its stylesheets; the fonts it uses are awaited explicitly below.
  // Nothing else can load (the page is sealed), so there is no network to wait idle for.
  await page.setContent(html, { waitUntil: "load" });
  // Short items are kept whole by their lines as laid out, once the fonts are in; the content's height comes back
  // with the same round trip.
  return Number(
    await page.evaluate(
      `document.fonts.ready.then(() => { ${markShortItemsSource(keptItemLines)}; return document.documentElement.scrollHeight; })`,
    ),
  );
};

/** The headings' text as laid out (innerText: CSS text-transform applied, white space collapsed). */
const headingsOf = async ({ page }: SealedPage): Promise<string[]> =>
  (await page.evaluate(
    '[...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => heading.innerText)',
  )) as string[];

export const createPrinter = (options: PrinterOptions): Printer => {
  const { pool, storage, logger } = options;
  const limits: PrinterLimits = { maxPages: 20, maxHtmlBytes: 12 * 1024 * 1024, ...options.limits };
  const inflight = new Map<string, { job: Promise<PrintedFile>; priority: Priority }>();
  const counts = { printed: 0, cacheHits: 0, coalesced: 0 };
  const institutionKey = JSON.stringify(options.institution.config);

  const keyOf = (kind: PrintKind, data: ResumeData): string => {
    const hash = createHash("sha256")
      .update(`${kind}\n${rendererFingerprint()}\n${institutionKey}\n`)
      .update(JSON.stringify(data))
      .digest("hex");
    return `printer/${hash}.${extensions[kind]}`;
  };

  const documentFor = async (data: ResumeData): Promise<string> => {
    const [withPicture, institution] = await Promise.all([
      withInlinePicture(data, options.pictures),
      options.institution.resolve(),
    ]);
    // Soft hyphens, when the resume asks for them, in the copy that prints (the stored text never has them).
    const inlined = await withHyphenation(await withInlineRichTextImages(withPicture, options.pictures));
    const html = sealHtml(
      renderResumeHtml(inlined, {
        fontBaseUrl: "/fonts",
        ...(institution === undefined ? {} : { institution }),
      }),
    );
    if (Buffer.byteLength(html) > limits.maxHtmlBytes) {
      throw new PrintLimitError(`The resume is too large to print (over ${limits.maxHtmlBytes} bytes)`);
    }
    return html;
  };

  const printPdf = async (
    sealed: SealedPage,
    html: string,
    data: ResumeData,
    metadata = pdfMetadata(data),
  ): Promise<Buffer> => {
    // A rough count first (content height over sheet height), so a runaway resume is refused before
    // Chromium spends seconds laying out hundreds of sheets.
    const height = await load(sealed, html, data);
    if (height > sheetOf(data).height * (limits.maxPages + 2)) {
      throw new PrintLimitError(`The resume has more than ${limits.maxPages} pages`);
    }
    const footer = pageFooterFont(data);
    if (footer !== undefined)
      await sealed.page.evaluate(
        `document.fonts.load(${JSON.stringify(footer.font)}, ${JSON.stringify(footer.text)}).then(() => true)`,
      );
    const pdf = await sealed.page.pdf(pdfOptions(data));
    if (pageCountOf(pdf) > limits.maxPages) {
      throw new PrintLimitError(`The resume has more than ${limits.maxPages} pages`);
    }
    return finishPdf(pdf, {
      metadata,
      headings: await headingsOf(sealed),
      resumeJson: data.metadata.attachResumeData ? JSON.stringify(data) : undefined,
    });
  };

  const printThumbnail = async (sealed: SealedPage, html: string, data: ResumeData): Promise<Buffer> => {
    await load(sealed, html, data);
    const sheet = sheetOf(data);
    return sealed.page.screenshot({
      type: "jpeg",
      quality: 85,
      clip: { x: 0, y: 0, width: sheet.width, height: sheet.height },
      animations: "disabled",
      caret: "hide",
    });
  };

  const produce = async (kind: PrintKind, key: string, data: ResumeData, priority: Priority) => {
    if (await storage.exists(key)) {
      counts.cacheHits += 1;
      return { key, kind, cached: true };
    }
    const html = await documentFor(data);
    const body = await pool.run(
      (sealed) => (kind === "pdf" ? printPdf(sealed, html, data) : printThumbnail(sealed, html, data)),
      { priority },
    );
    await storage.put(key, body, { contentType: contentTypes[kind] });
    counts.printed += 1;
    logger?.debug({ key, bytes: body.length, priority }, "Printed");
    return { key, kind, cached: false };
  };

  /**
   * One job per key at a time: identical requests arriving together share it. A person waiting never joins a
   * pre-rendering job, which may sit behind others in the low-priority queue: theirs runs at full priority.
   */
  const print = (
    kind: PrintKind,
    data: ResumeData,
    printOptions: PrintOptions = {},
  ): Promise<PrintedFile> => {
    const key = keyOf(kind, data);
    const priority = printOptions.priority ?? "high";
    const pending = inflight.get(key);
    if (pending !== undefined && (pending.priority === "high" || priority === "low")) {
      counts.coalesced += 1;
      return pending.job;
    }
    const job = produce(kind, key, data, priority);
    const entry = { job, priority };
    inflight.set(key, entry);
    const forget = () => {
      if (inflight.get(key) === entry) inflight.delete(key);
    };
    job.then(forget, forget);
    return job;
  };

  /**
   * A letter prints like a resume (same pool, checks and finishing, its look standing in for the resume's design)
   * and is cached by its content, the letter layout included.
   */
  const letterPdf = async (letter: RenderableLetter): Promise<PrintedFile> => {
    const hash = createHash("sha256")
      .update(`letter\n${rendererFingerprint()}\n${institutionKey}\n${letterCss}\n`)
      .update(JSON.stringify(letter))
      .digest("hex");
    const key = `printer/${hash}.pdf`;
    if (await storage.exists(key)) {
      counts.cacheHits += 1;
      return { key, kind: "pdf", cached: true };
    }
    const [inlined, institution] = await Promise.all([
      withInlineLetterPictures(letter, options.pictures),
      options.institution.resolve(),
    ]);
    const html = sealHtml(
      renderLetterHtml(inlined, {
        fontBaseUrl: "/fonts",
        ...(institution === undefined ? {} : { institution }),
      }),
    );
    const data = letterResumeData(inlined);
    const body = await pool.run((sealed) => printPdf(sealed, html, data, letterPdfMetadata(inlined)));
    await storage.put(key, body, { contentType: contentTypes.pdf });
    counts.printed += 1;
    return { key, kind: "pdf", cached: false };
  };

  return {
    pdf: (data, printOptions) => print("pdf", data, printOptions),
    letterPdf,
    thumbnail: (data, printOptions) => print("thumbnail", data, printOptions),
    fit: async (data, pages) => {
      const html = await documentFor(data);
      return pool.run(async (sealed) => {
        await load(sealed, html, data);
        return fitLoadedResume(sealed, data, pages);
      });
    },
    measure: async (data) => {
      const html = await documentFor(data);
      return pool.run(async (sealed) => {
        await load(sealed, html, data);
        return measureLoadedResume(sealed, data);
      });
    },
    keyOf,
    prepare: () => void rendererFingerprint(),
    stats: () => ({ ...counts }),
  };
};
