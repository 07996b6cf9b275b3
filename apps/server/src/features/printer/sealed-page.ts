import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { fontContentType, readFontFile } from "../fonts/index.ts";

/**
 * The print page renders user-controlled HTML and CSS inside the server's network, so it is sealed, in layers:
 *
 * 1. JavaScript is off and the context is offline (no request reaches the network stack).
 * 2. Every request is intercepted: the print origin's blank document and bundled fonts are answered from
 *    memory, a navigation anywhere else (meta refresh, a link) gets an empty 204 so the page stays where
 *    it is, and everything else is aborted.
 * 3. The document carries a Content-Security-Policy that allows only inline styles, data: images and the
 *    print origin's fonts, so prefetch, preload, @import, url(), iframes and objects never even ask.
 * 4. A browser the printer launches resolves no host at all (chromium.ts), which also stops the bare
 *    preconnects Chromium makes for navigations ahead of interception. (A remote browser reached through
 *    CHROME_WS_ENDPOINT has the first three layers; its network is its operator's to close.)
 *
 * The document lives at a made-up http origin (never file://): relative font URLs resolve against it and a
 * `file://` page's access to the local disk is never in play. Pictures are inlined as data: URLs before
 * rendering (pictures.ts), so the page never needs to load one.
 */
export const printOrigin = "http://vitae.print";

const blankDocument = "<!doctype html><html><head><title>print</title></head><body></body></html>";

export const printContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  `font-src ${printOrigin}`,
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** Adds the sealing policy as the first element of the document's head. */
export const sealHtml = (html: string): string => {
  const head = html.indexOf("<head>");
  if (head === -1) throw new Error("The print document has no <head>");
  const at = head + "<head>".length;
  const policy = `<meta http-equiv="Content-Security-Policy" content="${printContentSecurityPolicy}">`;
  return `${html.slice(0, at)}${policy}${html.slice(at)}`;
};

const fontPath = /^\/fonts\/([^/]+)\/([^/]+)$/;

/** Counts of what the sealed pages let through and what they refused, for tests and diagnostics. */
export type SealCounters = { served: number; refused: number };

const answer = async (route: Route, counters: SealCounters): Promise<void> => {
  const request = route.request();
  const url = new URL(request.url());
  if (url.origin === printOrigin) {
    if (url.pathname === "/" && request.isNavigationRequest()) {
      counters.served += 1;
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: blankDocument });
    }
    const font = fontPath.exec(url.pathname);
    const body =
      font === null ? undefined : await readFontFile(font[1] ?? "", font[2] ?? "").catch(() => undefined);
    if (body !== undefined) {
      counters.served += 1;
      return route.fulfill({
        status: 200,
        contentType: fontContentType,
        headers: { "access-control-allow-origin": "*" },
        body,
      });
    }
  }
  counters.refused += 1;
  // Aborting a navigation would replace the resume with Chromium's error page: answer it with "no content".
  if (request.isNavigationRequest()) return route.fulfill({ status: 204, body: "" });
  return route.abort("blockedbyclient");
};

export type SealedPage = {
  context: BrowserContext;
  page: Page;
  /** The viewport currently set (CSS pixels); jobs change it only when the sheet size differs. */
  viewport: { width: number; height: number };
};

/** A 96 dpi sheet of A4, the size new pages start at. */
const initialViewport = { width: 794, height: 1123 };

/** A fresh context and page, sealed and parked on the print origin's blank document, ready for setContent. */
export const openSealedPage = async (browser: Browser, counters: SealCounters): Promise<SealedPage> => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    offline: true,
    serviceWorkers: "block",
    acceptDownloads: false,
    viewport: initialViewport,
    deviceScaleFactor: 1,
  });
  try {
    await context.route("**/*", (route) => answer(route, counters));
    const page = await context.newPage();
    // Thumbnails show the sheet as the PDF prints it.
    await page.emulateMedia({ media: "print" });
    await page.goto(`${printOrigin}/`, { waitUntil: "load" });
    return { context, page, viewport: { ...initialViewport } };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
};
