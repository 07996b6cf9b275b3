import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";

/** A stored object: its bytes and the content type it was stored with. */
export type StoredObject = { body: Buffer; contentType: string };

/**
 * Where the server keeps files (printed PDFs, thumbnails, later uploaded pictures). Keys are relative,
 * slash-separated paths (`printer/<hash>.pdf`), the same on every backend: local disk now, an S3 bucket
 * later. Writes are atomic (a reader sees the old object, the new one or none, never half a file).
 */
export type Storage = {
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
};

// Segments of lower-case letters, digits, dots, dashes and underscores that start with a letter or digit (so
// never "", "." or ".."): valid as S3 object keys and as file names, and no key can leave the storage root.
const keyPattern = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export const isStorageKey = (key: string): boolean => key.length <= 512 && keyPattern.test(key);

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
};

/** The storage the configuration asks for. */
export const createStorage = (
  config: Pick<Config, "storage" | "dataDir">,
  logger: FastifyBaseLogger,
): Storage => {
  if (config.storage.driver === "local") return createLocalStorage(config.storage.dir);
  // S3 arrives with its own issue; until then files stay on this node's disk rather than failing every print.
  const dir = join(config.dataDir, "storage");
  logger.warn({ dir }, "STORAGE_DRIVER=s3 is not supported yet; storing files on local disk instead");
  return createLocalStorage(dir);
};
