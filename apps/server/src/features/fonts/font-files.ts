import { readFile } from "node:fs/promises";
import { fontFileForUrlPath } from "@vitae/templates/node";

// The font files never change while the server runs: the ones in use (a resume's family, a script's slices) are
// read from disk once, then served from memory, to browsers and to the print page alike. The catalogue holds
// thousands of files, so only the first few hundred asked for are kept; the rest are read each time.
const cache = new Map<string, Promise<Buffer>>();
const maxCachedFiles = 400;

/** The bytes of `/fonts/<slug>/<file>`, or undefined when that is not a bundled font file. */
export const readFontFile = async (slug: string, file: string): Promise<Buffer | undefined> => {
  const path = fontFileForUrlPath(slug, file);
  if (path === null) return undefined;
  let read = cache.get(path);
  if (read === undefined) {
    read = readFile(path);
    if (cache.size >= maxCachedFiles) return read;
    cache.set(path, read);
    // A failed read (a package missing from disk) is tried again next time rather than remembered.
    read.catch(() => cache.delete(path));
  }
  return read;
};

export const fontContentType = "font/woff2";
