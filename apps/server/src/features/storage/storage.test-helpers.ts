import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { UploadImageResultSchema } from "@vitae/schema";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import sharp from "sharp";

export type MultipartPart = { name: string; body: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body as browsers send it, part by part, so tests control every header. */
export const multipart = (parts: MultipartPart[]): Pick<InjectOptions, "payload" | "headers"> => {
  const boundary = `----VitaeTestBoundary${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? "" : `Content-Type: ${part.contentType}\r\n`;
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.body),
      Buffer.from("\r\n"),
    ];
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};

/** A signed-in client: the resume helpers' user or the auth helpers' browser. */
export type Requester = {
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
};

/** `PUT /api/storage/image` with `file` as the field `file` (named and typed as given) plus any extra parts. */
export const uploadAs = (
  as: Requester,
  file: Buffer,
  options: { filename?: string; contentType?: string; extra?: MultipartPart[]; url?: string } = {},
): Promise<LightMyRequestResponse> =>
  as.request({
    method: "PUT",
    url: options.url ?? "/api/storage/image",
    ...multipart([
      ...(options.extra ?? []),
      {
        name: "file",
        body: file,
        filename: options.filename ?? "picture.png",
        contentType: options.contentType ?? "image/png",
      },
    ]),
  });

/** The URL a successful upload answered, checked against the API's schema. */
export const uploadedUrl = (response: LightMyRequestResponse): string => {
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return UploadImageResultSchema.parse(response.json()).data;
};

/** A picture of `width`×`height` with a colour gradient (so encoders have something to encode). */
export const gradient = (width: number, height: number, channels: 3 | 4 = 3) => {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = Math.floor((x / width) * 255);
      pixels[at + 1] = Math.floor((y / height) * 255);
      pixels[at + 2] = 128;
      if (channels === 4) pixels[at + 3] = 200;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
};

/** An animated GIF of three solid frames: red, green, blue. */
export const animatedGif = async (width: number, height: number) => {
  const colours = ["#ff0000", "#00ff00", "#0000ff"];
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid black 1-bit PNG of `side`×`side` pixels: a few kilobytes on the wire, `side`² pixels once decoded
 * (a decompression bomb at 9000: 81 megapixels, 243 MB as RGB).
 */
export const pngBomb = (side: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then all-black pixels
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
};
