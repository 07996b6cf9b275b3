/// <reference path="./pdfjs-worker.d.ts" />
import { ImportError } from "../shared/result.ts";
import type { PdfPage, PdfRun } from "./pdf-lines.ts";

type TextPiece = {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
  type?: string;
  id?: string;
};
type StructNode = { role?: string; children?: (StructNode | { type: string; id: string })[] };

/** pdf.js, with its worker code run on this thread (the import already runs in a worker of its own). */
const loadPdfJs = async () => {
  const globals = globalThis as { pdfjsWorker?: unknown };
  globals.pdfjsWorker ??= await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  return import("pdfjs-dist/legacy/build/pdf.mjs");
};

/** The role each marked-content id has in the structure tree (the nearest heading or list role above it). */
const rolesOf = (
  node: StructNode | null,
  inherited = "",
  roles = new Map<string, string>(),
): Map<string, string> => {
  for (const child of node?.children ?? []) {
    if ("type" in child && child.type === "content") roles.set(child.id, inherited);
    else {
      const role = (child as StructNode).role ?? "";
      rolesOf(
        child as StructNode,
        /^(H[1-6]|LI|LBody|Lbl)$/.test(role) && !/^H/.test(inherited) ? role : inherited,
        roles,
      );
    }
  }
  return roles;
};

export type PdfContent = {
  pages: PdfPage[];
  /** Embedded files by name. */
  attachments: Map<string, Uint8Array>;
};

const fontWeightBold = /bold|black|heavy|semibold|demi/i;

/**
 * The text runs of every page with their place, size, weight and structure role, the link annotations, and the
 * embedded files. A password-protected file is refused with its own error.
 */
export const readPdfContent = async (bytes: Uint8Array): Promise<PdfContent> => {
  const { getDocument } = await loadPdfJs();
  let document: Awaited<ReturnType<typeof getDocument>["promise"]>;
  try {
    document = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException")
      throw new ImportError(
        "This PDF is protected by a password. Remove the protection and import it again.",
        [],
        undefined,
        "ImportPdfEncrypted",
      );
    throw new ImportError(
      "This PDF could not be read: it may be damaged.",
      [],
      undefined,
      "ImportPdfUnreadable",
    );
  }
  try {
    const attachments = new Map<string, Uint8Array>();
    const found = (await document.getAttachments()) as Record<
      string,
      { filename: string; content: Uint8Array }
    > | null;
    for (const entry of Object.values(found ?? {})) attachments.set(entry.filename, entry.content);
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
      // Loads the page's fonts, whose names say their weight.
      await page.getOperatorList();
      const content = await page.getTextContent({ includeMarkedContent: true });
      const roles = rolesOf((await page.getStructTree()) as StructNode | null);
      const open: string[] = [];
      const runs: PdfRun[] = [];
      for (const item of content.items as TextPiece[]) {
        if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
          open.push(item.id === undefined ? (open.at(-1) ?? "") : (roles.get(item.id) ?? ""));
          continue;
        }
        if (item.type === "endMarkedContent") {
          open.pop();
          continue;
        }
        if (item.str === undefined || item.transform === undefined) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
        const font =
          item.fontName !== undefined && page.commonObjs.has(item.fontName)
            ? (page.commonObjs.get(item.fontName) as { name?: string; bold?: boolean; black?: boolean })
            : undefined;
        runs.push({
          text: item.str,
          x: e - x0,
          y: f - y0,
          width: item.width ?? 0,
          size: Math.hypot(c, d) || Math.hypot(a, b),
          bold: font?.bold === true || font?.black === true || fontWeightBold.test(font?.name ?? ""),
          role: open.findLast((role) => role !== ""),
        });
      }
      const links = ((await page.getAnnotations()) as { subtype?: string; url?: string; rect?: number[] }[])
        .filter((annotation) => annotation.subtype === "Link" && typeof annotation.url === "string")
        .map((annotation) => {
          const [ax0 = 0, ay0 = 0, ax1 = 0, ay1 = 0] = annotation.rect ?? [];
          return { href: annotation.url as string, rect: [ax0 - x0, ay0 - y0, ax1 - x0, ay1 - y0] };
        });
      pages.push({ width: x1 - x0, height: y1 - y0, runs, links });
      page.cleanup();
    }
    return { pages, attachments };
  } finally {
    await document.destroy();
  }
};
