import { readFile } from "node:fs/promises";
import { fontFileForUrlPath } from "@vitae/templates/node";

// The bundled fonts never change while the server runs and are few (about a hundred small woff2 files):
// each is read from disk once, then served from memory, to browsers and to the print page alike.
const cache = new Map<string, Promise<Buffer>>();

/** The bytes of `/fonts/<slug>/<file>`, or undefined when that is not a bundled font file. */
export const readFontFile = async (slug: string, file: string): Promise<Buffer | undefined> => {
  const path = fontFileForUrlPath(slug, file);
  if (path === null) return undefined;
  let read = cache.get(path);
  if (read === undefined) {
    read = readFile(path);
    cache.set(path, read);
    // A failed read (a package missing from disk) is tried again next time rather than remembered.
    read.catch(() => cache.delete(path));
  }
  return read;
};

export const fontContentType = "font/woff2";
