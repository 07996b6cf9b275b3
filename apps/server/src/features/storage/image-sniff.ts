import type { uploadImageTypes } from "@vitae/schema";

export type UploadImageType = (typeof uploadImageTypes)[number];

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === "string" ? Buffer.from(signature, "latin1") : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/**
 * The picture type a file's first bytes announce (its magic number), or undefined for anything else. The file
 * name and the declared content type are never consulted: both are whatever the sender chose.
 */
export const sniffImageType = (bytes: Buffer): UploadImageType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return "image/gif";
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return "image/webp";
  return undefined;
};
