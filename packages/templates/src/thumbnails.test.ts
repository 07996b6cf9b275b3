/// <reference types="node" />
import { mkdtemp, readFile, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderThumbnails, thumbnailFile, thumbnailSize, thumbnailsUpToDate } from "../scripts/thumbnails.ts";

/** Width and height from a JPEG's start-of-frame marker. */
const jpegSize = (bytes: Buffer) => {
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no frame in the JPEG");
};

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "vitae-thumbnails-"));
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("template thumbnails", () => {
  it("renders page 1 of the sample per template as a JPEG tile with real content, and knows when it is fresh", async () => {
    expect(thumbnailsUpToDate(outDir, ["rhyhorn", "azurill"])).toBe(false);
    const result = await renderThumbnails(outDir, ["rhyhorn", "azurill"]);
    expect(result).toEqual({ written: [thumbnailFile(outDir, "rhyhorn"), thumbnailFile(outDir, "azurill")] });
    const [rhyhorn, azurill] = await Promise.all([
      readFile(thumbnailFile(outDir, "rhyhorn")),
      readFile(thumbnailFile(outDir, "azurill")),
    ]);
    for (const bytes of [rhyhorn, azurill]) {
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(jpegSize(bytes)).toEqual(thumbnailSize);
      // A blank sheet compresses to a few kilobytes; a page of text and rules does not.
      expect(bytes.length).toBeGreaterThan(15_000);
    }
    expect(rhyhorn.equals(azurill)).toBe(false);
    expect(thumbnailsUpToDate(outDir, ["rhyhorn", "azurill"])).toBe(true);

    // Older than the templates' sources: stale again.
    await utimes(thumbnailFile(outDir, "rhyhorn"), new Date(0), new Date(0));
    expect(thumbnailsUpToDate(outDir, ["rhyhorn", "azurill"])).toBe(false);
  }, 60_000);
});
