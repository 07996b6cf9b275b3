/** A stored object: its bytes and the content type it was stored with. */
export type StoredObject = { body: Buffer; contentType: string };

/**
 * Where the server keeps files (printed PDFs, thumbnails, uploaded pictures). Keys are relative,
 * slash-separated paths (`printer/<hash>.pdf`), the same on every backend: local disk or an S3 bucket.
 * Writes are atomic (a reader sees the old object, the new one or none, never half a file).
 */
export type Storage = {
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`, a folder ending in `/` (`pictures/<userId>/`). */
  deletePrefix(prefix: string): Promise<void>;
};

// Segments of lower-case letters, digits, dots, dashes and underscores that start with a letter or digit (so
// never "", "." or ".."): valid as S3 object keys and as file names, and no key can leave the storage root.
const keyPattern = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export const isStorageKey = (key: string): boolean => key.length <= 512 && keyPattern.test(key);

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
};

// A prefix is a whole folder: `pictures/ab` must never reach `pictures/abc/…`.
export const assertStoragePrefix = (prefix: string): void => {
  if (!prefix.endsWith("/") || !isStorageKey(prefix.slice(0, -1))) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
};
