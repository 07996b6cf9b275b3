import type { ResumeData } from "@vitae/schema";
import type { FitOutcome, PageMeasurement } from "@vitae/templates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { SafeFetchOptions } from "../../lib/safe-fetch.ts";
import { tokenKeys } from "../auth/index.ts";
import type { ResumeEvents, ResumeSummaryRow } from "../resume/index.ts";
import { createStorage, type Storage } from "../storage/index.ts";
import { type BrowserPool, createBrowserPool } from "./browser-pool.ts";
import { resolveBrowserSource } from "./chromium.ts";
import { createFileTokenSigner, deriveFileTokenKey } from "./file-token.ts";
import { resolveInstitution } from "./pictures.ts";
import { createPrerenderer } from "./prerender.ts";
import { createPrintQueue } from "./print-queue.ts";
import { createPrintedVersions } from "./printed-versions.ts";
import { printerRoutes } from "./printer.routes.ts";
import {
  fitLayout,
  measuredLayout,
  type PrintableLetter,
  type PrinterDeps,
  prerenderResume,
  printedLetterPdf,
  printedPdf,
  printLetter,
  printStored,
} from "./printer.service.ts";
import { createPrinter, type PrinterLimits } from "./printer.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Storage keys of what the printer makes of this content (PDF, preview), e.g. to delete them with it. */
    printedFileKeys(data: ResumeData): string[];
    /** The resume's PDF, printed now or from the cache; the caller has decided that it may be read. */
    printedPdf(resume: ResumeSummaryRow, lang?: string): Promise<Buffer>;
    /** `{ url }` of a letter's PDF; the caller has decided that it may be printed. */
    printLetter(letter: PrintableLetter): Promise<{ url: string }>;
    /** The bytes of a letter's PDF; the caller has decided that it may be read. */
    printedLetterPdf(letter: PrintableLetter): Promise<Buffer>;
    /** Fits the resume's design to `pages` sheets on this node's printer (see printer.fit); changes nothing. */
    fitLayout(data: ResumeData, pages: number): Promise<FitOutcome>;
    /** The resume laid out on sheets as it prints, on this node's printer (see printer.measure). */
    measuredLayout(data: ResumeData): Promise<PageMeasurement>;
  }
}

/** Ways to set the printer up other than the configuration: tests and benchmarks use them. */
export type PrinterOptions = {
  /** A browser pool to print with, owned by the caller (a test file shares one); else the app starts its own. */
  pool?: BrowserPool;
  /** Pages printing at once in the app's own pool, and print queue workers (default: `PRINT_WORKERS`). */
  poolSize?: number;
  /** Print jobs waiting in the queue before 429 (default: `PRINT_QUEUE_LIMIT`). */
  queueLimit?: number;
  /** How often idle print workers look for jobs queued by other nodes (default 1 s). */
  queuePollMs?: number;
  /** Longest a print request waits for its queued job (default 30 s). */
  queueWaitMs?: number;
  /** Wall time of one print job (default 20 s). */
  jobTimeoutMs?: number;
  limits?: Partial<PrinterLimits>;
  /** Storage for printed files (default: the configured one). */
  storage?: Storage;
  /**
   * Print PDFs into the cache after saves: on or off, or on after a quiet time of `delayMs`. Default:
   * `PRERENDER`, and off under NODE_ENV=test so test files that save resumes never start a browser.
   */
  prerender?: boolean | { delayMs: number };
  /** How pictures at other hosts are fetched (tests allow their local server). */
  pictureFetch?: SafeFetchOptions;
};

/** A URL is valid for one to two of these windows; superseded files are deleted after the longest. */
const fileUrlWindowMs = 10 * 60 * 1000;

/** `resumeEvents`: the saves the printer pre-renders after. */
type PrinterPluginOptions = PrinterOptions & {
  config: Config;
  database: Database;
  resumeEvents: ResumeEvents;
};

const printer: FastifyPluginAsyncZod<PrinterPluginOptions> = async (app, options) => {
  const { config, database } = options;
  const { db } = database;
  const workers = options.poolSize ?? config.printer.workers;
  const source = resolveBrowserSource(config.printer);
  if (source.kind === "missing" && options.pool === undefined) {
    app.log.warn(
      `PDF export needs Chromium: ${source.reason}. Until then PDF export answers ResumePrinterError and the ` +
        "builder offers the browser's own print dialog.",
    );
  }
  const pool =
    options.pool ??
    createBrowserPool({
      source,
      logger: app.log,
      size: Math.max(1, workers),
      ...(options.jobTimeoutMs === undefined ? {} : { jobTimeoutMs: options.jobTimeoutMs }),
    });
  const storage = options.storage ?? createStorage(config);
  let institution: ReturnType<typeof resolveInstitution> | undefined;
  const printer = createPrinter({
    pool,
    storage,
    logger: app.log,
    pictures: {
      storage,
      publicUrl: config.publicUrl,
      logger: app.log,
      ...(options.pictureFetch === undefined ? {} : { fetchOptions: options.pictureFetch }),
    },
    institution: {
      config: config.institution,
      resolve: () => {
        institution ??= resolveInstitution(config.institution, {
          webDistDir: config.webDistDir,
          logger: app.log,
        });
        return institution;
      },
    },
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  const versions = createPrintedVersions({ storage, graceMs: 2 * fileUrlWindowMs, logger: app.log });
  const queue = createPrintQueue({
    query: database.query,
    exclusive: database.exclusive,
    workers,
    limit: options.queueLimit ?? config.printer.queueLimit,
    jobTimeoutMs: options.jobTimeoutMs ?? 20_000,
    ...(options.queuePollMs === undefined ? {} : { pollMs: options.queuePollMs }),
    ...(options.queueWaitMs === undefined ? {} : { waitTimeoutMs: options.queueWaitMs }),
    print: (job) => printStored({ db, printer }, job, "high"),
    prerender: (job) => prerenderResume(deps, job),
    logger: app.log,
  });
  const deps: PrinterDeps = {
    db,
    printer,
    storage,
    versions,
    queue,
    signer: createFileTokenSigner({
      key: deriveFileTokenKey(tokenKeys(config).access),
      windowMs: fileUrlWindowMs,
    }),
    publicUrl: config.publicUrl,
  };

  app.decorate("printedFileKeys", (data: ResumeData) => [
    printer.keyOf("pdf", data),
    printer.keyOf("thumbnail", data),
  ]);
  app.decorate("printedPdf", (resume: ResumeSummaryRow, lang?: string) => printedPdf(deps, resume, lang));
  app.decorate("printLetter", (letter: PrintableLetter) => printLetter(deps, letter));
  app.decorate("printedLetterPdf", (letter: PrintableLetter) => printedLetterPdf(deps, letter));
  app.decorate("fitLayout", (data: ResumeData, pages: number) => fitLayout(deps, data, pages));
  app.decorate("measuredLayout", (data: ResumeData) => measuredLayout(deps, data));
  await app.register(printerRoutes, { prefix: "/api", deps });

  const prerender = options.prerender ?? (config.printer.prerender && config.nodeEnv !== "test");
  if (prerender !== false) {
    const prerenderer = createPrerenderer({
      render: (job) => queue.prerender(job),
      logger: app.log,
      ...(typeof prerender === "object" ? { delayMs: prerender.delayMs } : {}),
    });
    const stopListening = options.resumeEvents.onSaved((saved) => prerenderer.schedule(saved));
    app.addHook("onClose", async () => {
      stopListening();
      prerenderer.close();
    });
  }

  if (options.pool === undefined && source.kind !== "missing" && workers > 0 && config.nodeEnv !== "test") {
    // The browser is not started with the server: Chromium and Playwright (a few hundred MB together) wait for
    // the first print, which is usually the pre-rendering of a save, not an export click. The renderer's
    // fingerprint is taken now, so the first print does not wait for it either.
    app.addHook("onReady", async () => {
      setImmediate(() => printer.prepare());
    });
  }

  app.addHook("onClose", async () => {
    // The queue first: its workers finish the jobs they hold on the pool before the pool closes.
    await queue.close();
    versions.close();
    if (options.pool === undefined) await pool.close();
  });
};

/**
 * The printer feature: `/api/resume/print/…` and pre-rendering after saves. Registered without
 * encapsulation (like fastify-plugin does) so the app sees its decorators.
 */
export const printerPlugin = Object.assign(printer, { [Symbol.for("skip-override")]: true });
