import { uploadImageTypes } from "@vitae/schema";
import { type SafeFetchOptions, safeFetch } from "../../lib/safe-fetch.ts";
import { reencodePicture } from "./image-upload.ts";
import { newPictureKey, pictureKeyOfPath, picturePrefix, pictureUrl } from "./picture-keys.ts";
import type { Storage, StoredObject } from "./storage.ts";

export type PictureStoreDeps = { storage: Storage; publicUrl: string };

/**
 * Stores a user's uploaded picture, re-encoded, under a new random key in their folder and answers its
 * absolute URL. Nothing the client sends (file name, fields, path) takes part in the key.
 */
export const uploadPicture = async (
  deps: PictureStoreDeps,
  { userId, bytes }: { userId: string; bytes: Buffer },
): Promise<string> => {
  const picture = await reencodePicture(bytes);
  const key = newPictureKey(userId);
  await deps.storage.put(key, picture, { contentType: "image/webp" });
  return pictureUrl(deps.publicUrl, key);
};

/** Largest picture fetched from another host; the stored copy is re-encoded far smaller. */
const maxRemotePictureBytes = 5 * 1024 * 1024;

/**
 * Copies a picture from another host into the user's storage, as if they had uploaded it, and answers its URL.
 * Fetched through the SSRF-safe fetcher (public addresses only, size and type bounded, redirects re-checked);
 * throws when the picture cannot be had or is no JPEG, PNG, WebP or GIF.
 */
export const copyRemotePicture = async (
  deps: PictureStoreDeps & { fetchOptions?: SafeFetchOptions | undefined },
  { userId, url }: { userId: string; url: string },
): Promise<string> => {
  const fetched = await safeFetch(url, { maxBytes: maxRemotePictureBytes, ...deps.fetchOptions });
  return uploadPicture(deps, { userId, bytes: fetched.body });
};

/** The stored picture a `/storage/pictures/…` path names, if there is one and it is a picture. */
export const findPicture = async (storage: Storage, path: string): Promise<StoredObject | undefined> => {
  const key = pictureKeyOfPath(path);
  const stored = key === undefined ? undefined : await storage.get(key);
  const isPicture = (uploadImageTypes as readonly string[]).includes(stored?.contentType ?? "");
  return isPicture ? stored : undefined;
};

/** Every picture a user uploaded, for the deletion of their account. */
export const deleteUserPictures = (storage: Storage, userId: string): Promise<void> =>
  storage.deletePrefix(picturePrefix(userId));
