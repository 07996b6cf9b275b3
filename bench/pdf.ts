import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { percentile, readNumber, signUp, startBenchApp } from "./lib/bench-app.ts";

type Row = Record<string, string | number>;

/** Runs `count` jobs on `concurrency` workers; each job's latency and the overall rate. */
const measure = async (concurrency: number, count: number, job: (worker: number) => Promise<unknown>) => {
  const latencies: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let index = next++; index < count; index = next++) {
        const t = performance.now();
        await job(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: count / seconds,
    // This process only (the app and the client): Chromium's own work is not in it.
    nodeCpuMs: (used.user + used.system) / 1000 / count,
  };
};

const main = async () => {
  // As a production server runs: React picks its production build from NODE_ENV when first loaded (below),
  // and its development build renders a resume about twice as slowly.
  process.env.NODE_ENV ??= "production";
  const { chromium } = await import("playwright-core");
  const { fixtures, withFormat } = await import("@vitae/templates/fixtures");
  const { pdfOptions } = await import("@vitae/templates");
  const { renderResumeHtml } = await import("@vitae/templates/node");
  const { resolveBrowserSource } = await import("@vitae/server/src/features/printer/chromium.ts");
  const { headlessChromiumArgs } = await import("@vitae/chromium");
  const { readFontFile } = await import("@vitae/server/src/features/fonts/font-files.ts");

  const pdfs = readNumber("BENCH_PDFS", 24);
  const source = resolveBrowserSource({ chromePath: process.env.CHROME_PATH, chromeWsEndpoint: undefined });
  if (source.kind !== "launch")
    throw new Error(`No Chromium: ${source.kind === "missing" ? source.reason : ""}`);

  const sample = withFormat(fixtures.sample(), "a4");
  const variant = (n: number) => ({
    ...sample,
    basics: { ...sample.basics, headline: `${sample.basics.headline} ${n}` },
  });
  const html = renderResumeHtml(sample, { fontBaseUrl: "/fonts" });
  const printOptions = pdfOptions(sample);

  const fontResponse = async (pathname: string) => {
    const match = /^\/fonts\/([^/]+)\/([^/]+)$/.exec(pathname);
    return match === null ? undefined : readFontFile(match[1] ?? "", match[2] ?? "");
  };

  // The artboard stand-in for (d): the HTML and the fonts over HTTP, as a web server would serve them.
  const artboard = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const font = await fontResponse(url.pathname);
    if (font !== undefined) {
      response.writeHead(200, { "content-type": "font/woff2" }).end(font);
    } else if (url.pathname === "/artboard/preview") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => artboard.listen(0, "127.0.0.1", resolve));
  const artboardUrl = `http://127.0.0.1:${(artboard.address() as AddressInfo).port}/artboard/preview`;

  // An ordinary browser (the printer's own resolves no host, see chromium.ts): (d) loads from a URL.
  const browser = await chromium.launch({
    executablePath: source.executablePath,
    args: [...headlessChromiumArgs],
    headless: true,
  });

  const bench = await startBenchApp({ deps: { printer: { prerender: false } } });
  const { config } = bench;
  const base = await bench.listen();

  try {
    const session = await signUp(base);
    const importResume = async (n: number) =>
      (
        await session.request<{ id: string }>("POST", "/api/resume/import", {
          data: variant(n),
          slug: `bench-${n}`,
        })
      ).id;

    // Uncached prints need a resume each: one for the cached scenario, the warm-up's, then one set per
    // concurrency level.
    const levels = [1, 2, 4];
    const warmups = 4;
    const ids: string[] = [];
    for (let n = 0; n < 1 + warmups + pdfs * levels.length; n += 16) {
      ids.push(...(await Promise.all(Array.from({ length: 16 }, (_, i) => importResume(n + i)))));
    }
    let nextId = 0;
    const freshId = () => {
      const id = ids[nextId++];
      if (id === undefined) throw new Error("Out of resumes");
      return id;
    };

    const askForPdf = async (id: string) =>
      (await session.request<{ url: string }>("GET", `/api/resume/print/${id}`)).url;
    /** GET print, then GET the file: what the export button costs. */
    const printThroughApi = async (id: string) => {
      const url = await askForPdf(id);
      const file = await fetch(url.replace(config.publicUrl, base));
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!file.ok || bytes[0] !== 0x25) throw new Error(`No PDF: ${file.status}`);
    };

    // (a) one warm page per worker, fonts answered from memory as the printer does.
    const floorPages = await Promise.all(
      Array.from({ length: Math.max(...levels) }, async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.route("**/*", async (route) => {
          const url = new URL(route.request().url());
          const font = await fontResponse(url.pathname);
          if (font !== undefined) return route.fulfill({ contentType: "font/woff2", body: font });
          if (url.pathname === "/")
            return route.fulfill({ contentType: "text/html", body: "<!doctype html>" });
          return route.abort();
        });
        const page = await context.newPage();
        await page.goto("http://bench.print/");
        return page;
      }),
    );
    const floorWith = (options: typeof printOptions) => async (worker: number) => {
      const page = floorPages[worker % floorPages.length];
      if (page === undefined) throw new Error("no page");
      await page.setContent(html, { waitUntil: "load" });
      await page.evaluate("document.fonts.ready.then(() => undefined)");
      return page.pdf(options);
    };
    const floor = floorWith(printOptions);
    // What the structure tree and the outline cost: the same floor printed untagged and without an outline.
    const untaggedFloor = floorWith({ ...printOptions, tagged: false, outline: false });
    const sheets = (await floor(0)).toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length;

    // (d) a new page per PDF.
    const naive = async () => {
      const page = await browser.newPage();
      try {
        await page.goto(artboardUrl, { waitUntil: "networkidle" });
        await page.pdf(printOptions);
      } finally {
        await page.close();
      }
    };

    const cachedId = freshId();
    await printThroughApi(cachedId);

    const scenarios: {
      key: string;
      name: string;
      job: (worker: number) => Promise<unknown>;
      count: number;
    }[] = [
      { key: "a", name: "(a) Chromium floor: warm page, setContent + pdf", job: floor, count: pdfs },
      {
        key: "a-untagged",
        name: "(a) the same, untagged and without outline",
        job: untaggedFloor,
        count: pdfs,
      },
      {
        key: "b",
        name: "(b) printer via API, uncached (print + file)",
        job: () => printThroughApi(freshId()),
        count: pdfs,
      },
      {
        key: "c",
        name: "(c) printer via API, cached (print + file)",
        job: () => printThroughApi(cachedId),
        count: pdfs * 10,
      },
      {
        key: "c-url",
        name: "(c) the same, print call only (answers the URL)",
        job: () => askForPdf(cachedId),
        count: pdfs * 10,
      },
      {
        key: "d",
        name: "(d) naive: new page, goto, networkidle, pdf",
        job: naive,
        count: Math.max(4, Math.round(pdfs / 3)),
      },
    ];

    // Warm-up: JIT, browser caches, the app's pool pages.
    for (let i = 0; i < warmups; i++) {
      await floor(0);
      await printThroughApi(freshId());
      await printThroughApi(cachedId);
    }
    await naive();

    console.log(
      `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${browser.version()}`,
    );
    console.log(
      `load average before the runs: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")}`,
    );
    console.log(
      `the resume: the sample, A4, ${sheets} sheets, ${(html.length / 1024).toFixed(0)} KiB of HTML`,
    );

    const rows: Row[] = [];
    const results = new Map<string, Awaited<ReturnType<typeof measure>>>();
    for (const scenario of scenarios) {
      for (const concurrency of levels) {
        const count = scenario.count;
        const result = await measure(concurrency, count, scenario.job);
        results.set(`${scenario.key}${concurrency}`, result);
        rows.push({
          scenario: scenario.name,
          concurrency,
          PDFs: count,
          "median ms": Number(result.median.toFixed(1)),
          "p95 ms": Number(result.p95.toFixed(1)),
          "PDFs/s": Number(result.perSecond.toFixed(1)),
          "node CPU ms/PDF": Number(result.nodeCpuMs.toFixed(1)),
        });
      }
    }
    console.table(rows);
    console.log(
      `load average after the runs: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")}`,
    );

    const median = (key: string) => results.get(key)?.median ?? Number.NaN;
    const checks = [
      [
        `(b) ≤ 1.3 × (a) at concurrency 1`,
        median("b1") <= 1.3 * median("a1"),
        `${(median("b1") / median("a1")).toFixed(2)} ×`,
      ],
      [
        `(b) ≥ 10 × faster than (d) at concurrency 1`,
        median("d1") >= 10 * median("b1"),
        `${(median("d1") / median("b1")).toFixed(1)} ×`,
      ],
      [`(c) ≤ 5 ms (print call + file)`, median("c1") <= 5, `${median("c1").toFixed(1)} ms`],
      [`(c) ≤ 5 ms (print call only)`, median("c-url1") <= 5, `${median("c-url1").toFixed(1)} ms`],
      [
        `≥ 15 PDFs/s uncached at concurrency 2`,
        (results.get("b2")?.perSecond ?? 0) >= 15,
        `${results.get("b2")?.perSecond.toFixed(1)} PDFs/s`,
      ],
    ] as const;
    console.table(checks.map(([target, met, measured]) => ({ target, measured, met: met ? "yes" : "NO" })));
  } finally {
    await bench.close();
    await browser.close();
    await new Promise<void>((resolve) => artboard.close(() => resolve()));
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
