import { randomBytes } from "node:crypto";
import { isStorageKey } from "./storage.ts";

/** Where stored pictures are served: `<publicUrl>/storage/pictures/<userId>/<name>.webp`. */
const storagePath = "/storage/";
const picturesFolder = "pictures/";

/** The folder holding every picture of one user. */
export const picturePrefix = (userId: string): string => `${picturesFolder}${userId}/`;

/** A fresh key nobody can guess or choose: 128 random bits, so two uploads never share one. */
export const newPictureKey = (userId: string): string =>
  `${picturePrefix(userId)}${randomBytes(16).toString("hex")}.webp`;

export const pictureUrl = (publicUrl: string, key: string): string => `${publicUrl}${storagePath}${key}`;

/**
 * The picture key behind a URL path (`/storage/pictures/…`, query and fragment ignored), or undefined for
 * anything else: other storage folders (printed files stay behind their signed URLs), and any
 * percent-encoding, which no picture URL needs and which could hide a `/` or `..`.
 */
export const pictureKeyOfPath = (path: string): string | undefined => {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith(storagePath)) return undefined;
  const key = pathname.slice(storagePath.length);
  return key.startsWith(picturesFolder) && isStorageKey(key) ? key : undefined;
};

/** Like pictureKeyOfPath for a picture URL as a resume or profile holds it: absolute on this server, or root-relative. */
export const pictureKeyOfUrl = (url: string, publicUrl: string): string | undefined => {
  if (url.startsWith(`${publicUrl}/`)) return pictureKeyOfPath(url.slice(publicUrl.length));
  return url.startsWith("/") && !url.startsWith("//") ? pictureKeyOfPath(url) : undefined;
};
