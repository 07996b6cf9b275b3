import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtures } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { pictureAsDataUrl, withInlinePicture } from "./pictures.ts";
import { startRecordingServer } from "./printer.test-helpers.ts";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let dir: string;
let storage: Storage;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
const publicUrl = "https://vitae.example.org";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitae-pictures-"));
  storage = createLocalStorage(dir);
  await storage.put("pictures/me.png", png, { contentType: "image/png" });
  await storage.put("printer/secret.png", png, { contentType: "image/png" });
  server = await startRecordingServer((_request, response) => {
    response.setHeader("content-type", "image/png");
    response.end(png);
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const deps = () => ({ storage, publicUrl });
const asDataUrl = `data:image/png;base64,${png.toString("base64")}`;

describe("pictures for the print page", () => {
  it("reads own-storage pictures from storage, by absolute or root-relative URL", async () => {
    expect(await pictureAsDataUrl(`${publicUrl}/storage/pictures/me.png`, deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("/storage/pictures/me.png?v=2", deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("/storage/pictures/missing.png", deps())).toBeUndefined();
  });

  it("never inlines a printed file or a path out of storage", async () => {
    expect(await pictureAsDataUrl("/storage/printer/secret.png", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("/storage/..%2Fetc%2Fpasswd", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("/other/me.png", deps())).toBeUndefined();
  });

  it("keeps data: images and drops other schemes", async () => {
    expect(await pictureAsDataUrl(asDataUrl, deps())).toBe(asDataUrl);
    expect(await pictureAsDataUrl("data:text/html,<p>x</p>", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("file:///etc/passwd", deps())).toBeUndefined();
    expect(await pictureAsDataUrl("", deps())).toBeUndefined();
  });

  it("prints without a picture whose URL aims inside the network, without requesting it", async () => {
    server.hits.length = 0;
    const data = fixtures.sample();
    const inlined = await withInlinePicture(
      {
        ...data,
        basics: { ...data.basics, picture: { ...data.basics.picture, url: `${server.origin}/me.png` } },
      },
      deps(),
    );
    expect(inlined.basics.picture.url).toBe("");
    expect(server.hits).toEqual([]);
  });

  it("inlines a picture at an allowed host", async () => {
    const allowed = { ...deps(), fetchOptions: { isAllowedAddress: () => true } };
    expect(await pictureAsDataUrl(`${server.origin}/me.png`, allowed)).toBe(asDataUrl);
  });
});
