import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { assertStorageKey, assertStoragePrefix, type Storage } from "./storage.ts";

// The local disk keeps no metadata beside the bytes: the content type follows from the key's extension.
const contentTypes: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

export const contentTypeOfKey = (key: string): string =>
  contentTypes[extname(key).toLowerCase()] ?? "application/octet-stream";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files under `dir`, one per key (`printer/ab12….pdf` → `<dir>/printer/ab12….pdf`). The content type given to
 * `put` is not kept: `get` derives it from the extension, so keys carry the right one.
 */
export const createLocalStorage = (dir: string): Storage => {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(dir, key);
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it: readers never see a partial file.
      const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return { body: await readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      await rm(join(dir, prefix), { recursive: true, force: true });
    },
  };
};
