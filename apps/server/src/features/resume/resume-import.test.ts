import { createEmptyResumeData, ErrorResponseSchema, type ResumeData } from "@vitae/schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createPrinterTestApp, startRecordingServer } from "../printer/printer.test-helpers.ts";
import { gradient } from "../storage/storage.test-helpers.ts";
import { resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

// Two apps: one whose picture fetches may reach this machine (the picture host is a local stand-in), and one with
// the shipped rule (public addresses only).
let lenient: TestApp;
let strict: TestApp;
let pictureHost: Awaited<ReturnType<typeof startRecordingServer>>;
let png: Buffer;

beforeAll(async () => {
  png = await gradient(320, 240).png().toBuffer();
  pictureHost = await startRecordingServer((request, response) => {
    if (request.url === "/me.png") {
      response.setHeader("content-type", "image/png");
      response.end(png);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  lenient = await createPrinterTestApp({ printer: { pictureFetch: { isAllowedAddress: () => true } } });
  strict = await createTestApp();
});

afterAll(async () => {
  await lenient?.close();
  await strict?.close();
  await pictureHost?.close();
});

const withPicture = (url: string): ResumeData => {
  const data = createEmptyResumeData();
  data.basics.name = "Ada Lovelace";
  data.basics.picture.url = url;
  return data;
};

const importAs = async (as: SignedInUser, data: ResumeData) => {
  const response = await as.request({ method: "POST", url: "/api/resume/import", payload: { data } });
  expect(response.statusCode).toBe(201);
  return resumeOf(response);
};

describe("importing a resume whose picture lives at another host", () => {
  it("copies the picture into the user's storage, re-encoded, and points the resume at the copy", async () => {
    const ada = await signUp(lenient, "ada");
    const resume = await importAs(ada, withPicture(`${pictureHost.origin}/me.png`));
    const stored = resume.data.basics.picture.url;
    expect(stored).toMatch(
      new RegExp(`^${lenient.config.publicUrl}/storage/pictures/${ada.user.id}/[0-9a-f]{32}\\.webp$`),
    );
    expect(pictureHost.hits).toContain("/me.png");

    const served = await lenient.app.inject({
      method: "GET",
      url: stored.slice(lenient.config.publicUrl.length),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 320,
      height: 240,
    });

    // Stored, not only answered: the resume reads back with the copy.
    const again = await ada.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(resumeOf(again).data.basics.picture.url).toBe(stored);
  });

  it("keeps the address when the picture cannot be had (missing, or not a picture)", async () => {
    const ada = await signUp(lenient, "ada");
    const missing = `${pictureHost.origin}/gone.png`;
    expect((await importAs(ada, withPicture(missing))).data.basics.picture.url).toBe(missing);
  });

  it("never fetches a loopback or private address with the shipped rule, and keeps the address", async () => {
    const ada = await signUp(strict, "ada");
    const before = pictureHost.hits.length;
    const loopback = `${pictureHost.origin}/me.png`;
    expect((await importAs(ada, withPicture(loopback))).data.basics.picture.url).toBe(loopback);
    const metadata = "http://169.254.169.254/latest/meta-data/photo.png";
    expect((await importAs(ada, withPicture(metadata))).data.basics.picture.url).toBe(metadata);
    expect(pictureHost.hits.length).toBe(before);
  });

  it("leaves pictures already in this server's storage, and inline data, as they are", async () => {
    const ada = await signUp(lenient, "ada");
    const own = `${lenient.config.publicUrl}/storage/pictures/${ada.user.id}/${"a".repeat(32)}.webp`;
    const inline = `data:image/png;base64,${png.toString("base64")}`;
    const before = pictureHost.hits.length;
    expect((await importAs(ada, withPicture(own))).data.basics.picture.url).toBe(own);
    expect((await importAs(ada, withPicture(inline))).data.basics.picture.url).toBe(inline);
    expect(pictureHost.hits.length).toBe(before);
  });
});

describe("bodies that are not JSON", () => {
  it("answers a text/plain body to a JSON route with 415 in the documented error shape, signed in or not", async () => {
    const ada = await signUp(strict, "ada");
    const body = JSON.stringify({ data: createEmptyResumeData() });
    for (const response of [
      await ada.request({
        method: "POST",
        url: "/api/resume/import",
        headers: { "content-type": "text/plain" },
        payload: body,
      }),
      await strict.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "text/plain; charset=utf-8" },
        payload: JSON.stringify({ identifier: "ada", password: "correct horse" }),
      }),
    ]) {
      expect(response.statusCode).toBe(415);
      expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ statusCode: 415 });
    }
  });
});
