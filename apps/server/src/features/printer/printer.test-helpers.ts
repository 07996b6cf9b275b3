import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ResumeData } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "../../app.ts";
import { type Config, loadConfig } from "../../config.ts";
import { createTestDatabase, relaxedAuthLimits, type TestApp } from "../../test/create-test-app.ts";
import { resumeOf, type SignedInUser } from "../resume/resume.test-helpers.ts";
import { type BrowserPool, createBrowserPool } from "./browser-pool.ts";
import { resolveBrowserSource } from "./chromium.ts";
import type { PrinterOptions } from "./printer.plugin.ts";

const run = promisify(execFile);

/** One warm browser for a whole test file (Chromium found as in production: CHROME_PATH or the usual paths). */
export const createTestPool = (
  options: { size?: number; jobTimeoutMs?: number; closeTimeoutMs?: number } = {},
): BrowserPool =>
  createBrowserPool({
    source: resolveBrowserSource({ chromePath: process.env.CHROME_PATH, chromeWsEndpoint: undefined }),
    ...options,
  });

/**
 * Like createTestApp, with the printer options (a shared pool above all) passed through. A second app in a
 * test file may reuse the first one's database (`database`), which it then leaves open.
 */
export const createPrinterTestApp = async (
  options: {
    printer?: PrinterOptions;
    env?: Record<string, string>;
    logger?: FastifyBaseLogger;
    database?: TestApp;
  } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitae-printer-test-"));
  const shared = options.database;
  const testDatabase =
    shared === undefined
      ? await createTestDatabase()
      : { database: shared.database, config: shared.config.database, drop: async () => undefined };
  const config: Config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      ACCESS_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      REFRESH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      ...options.env,
    }),
    database: testDatabase.config,
    webDistDir: join(dataDir, "web-not-built"),
  };
  const app = await buildApp({
    config,
    database: testDatabase.database,
    authLimits: relaxedAuthLimits,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.printer === undefined ? {} : { printer: options.printer }),
  });
  return {
    app,
    database: testDatabase.database,
    config,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Page count and size (points) of a PDF, by poppler's pdfinfo. */
export const pdfInfo = async (
  pdf: Buffer,
): Promise<{ pages: number; width: number; height: number; tagged: boolean }> => {
  const dir = await mkdtemp(join(tmpdir(), "vitae-pdf-"));
  try {
    const path = join(dir, "file.pdf");
    await writeFile(path, pdf);
    const { stdout } = await run("pdfinfo", [path]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    const tagged = /^Tagged:\s+yes/m.test(stdout);
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]), tagged };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The fonts embedded in a PDF, by poppler's pdffonts: base names without the subset tag (`PTSans-Regular`). */
export const pdfFonts = async (pdf: Buffer): Promise<string[]> => {
  const dir = await mkdtemp(join(tmpdir(), "vitae-pdf-"));
  try {
    const path = join(dir, "file.pdf");
    await writeFile(path, pdf);
    const { stdout } = await run("pdffonts", [path]);
    return stdout
      .split("\n")
      .slice(2)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, "") ?? "")
      .filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The text of a PDF in content-stream order (`pdftotext -raw`), as ATS parsers read it. */
export const pdfText = (pdf: Buffer): Promise<string> => pdftotext(pdf, "-raw");

/** The text of a PDF as laid out on the sheet (`pdftotext -layout`), as parsers that read by position see it. */
export const pdfLayoutText = (pdf: Buffer): Promise<string> => pdftotext(pdf, "-layout");

const pdftotext = async (pdf: Buffer, mode: "-raw" | "-layout"): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), "vitae-pdf-"));
  try {
    const path = join(dir, "file.pdf");
    await writeFile(path, pdf);
    const { stdout } = await run("pdftotext", [mode, path, "-"]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Imports the data as a resume of the user's and downloads its PDF, as the web app does. */
export const printAs = async (test: TestApp, user: SignedInUser, data: ResumeData): Promise<Buffer> => {
  const created = await user.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  if (created.statusCode !== 201) throw new Error(`Import failed: ${created.body}`);
  const printed = await user.request({ method: "GET", url: `/api/resume/print/${resumeOf(created).id}` });
  if (printed.statusCode !== 200) throw new Error(`Print failed: ${printed.body}`);
  const url = new URL(printed.json<{ url: string }>().url);
  const file = await test.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  if (file.headers["content-type"] !== "application/pdf")
    throw new Error(`Not a PDF: ${file.body.slice(0, 200)}`);
  return file.rawPayload;
};

/** A local HTTP server that records every request it gets (the sealed page must make none). */
export const startRecordingServer = async (
  respond: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_request, response) => {
    response.setHeader("content-type", "text/html");
    response.end("<p>hit</p>");
  },
  host = "127.0.0.1",
) => {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    respond(request, response);
  });
  // Connections too: a preconnect opens one without ever sending a request.
  const connections: string[] = [];
  server.on("connection", (socket) => connections.push(socket.remoteAddress ?? ""));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    connections,
    origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
