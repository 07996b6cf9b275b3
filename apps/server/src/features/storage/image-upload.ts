// sharp (libvips, ~25 MB resident) is loaded with the first upload, not with the server.
const loadSharp = async () => (await import("sharp")).default;

import { AppError } from "../../lib/app-error.ts";
import { sniffImageType, type UploadImageType } from "./image-sniff.ts";

/** Longest side of a stored picture: far above what a resume prints (64-200 px) even on a retina screen. */
const pictureMaxSide = 1024;

/**
 * Largest picture decoded: 8192² (67 megapixels) covers every phone camera, and bounds what a small file
 * that decompresses into a huge bitmap (a "decompression bomb") can make the server allocate.
 */
const maxInputPixels = 8192 * 8192;

const sharpFormats: Record<string, UploadImageType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

const undecodable = (cause: unknown) =>
  new AppError("InvalidImage", { message: "The file looks like a picture but could not be decoded", cause });

/**
 * An uploaded JPEG, PNG, WebP or GIF (recognised by its bytes) as a WebP of at most 1024×1024: turned
 * upright by its EXIF orientation, never enlarged, first frame only, and without EXIF, ICC or XMP metadata
 * (camera, GPS position and the like stay with the sender). Anything else is refused with InvalidImage.
 */
export const reencodePicture = async (bytes: Buffer): Promise<Buffer> => {
  const type = sniffImageType(bytes);
  if (type === undefined) throw new AppError("InvalidImage");

  const sharp = await loadSharp();
  // The header alone says how big the bitmap would be; nothing is decoded yet.
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw undecodable(error);
    });
  if (sharpFormats[metadata.format] !== type) throw undecodable(`sharp reads it as ${metadata.format}`);
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError("PayloadTooLarge", {
      message: `The picture is ${metadata.width}×${metadata.height}; at most ${Math.floor(maxInputPixels / 1e6)} megapixels are accepted`,
    });
  }

  try {
    // sharp keeps no metadata unless asked (withMetadata/keepExif), and decodes one page unless asked too.
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize(pictureMaxSide, pictureMaxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw undecodable(error);
  }
};
