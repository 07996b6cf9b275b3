import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLetter, letterOf, letterPatch } from "./letter.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "exporter");
});

afterAll(async () => {
  await test?.close();
});

const writtenLetter = async () => {
  const resume = await createResume(alice, { sample: true, slug: `export-${crypto.randomUUID()}` });
  const letter = await createLetter(alice, { title: "Acme letter", resumeId: resume.id });
  return letterOf(
    await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, {
        data: {
          ...letter.data,
          date: "2026-11-28",
          recipient: {
            name: "Dana Reyes",
            title: "",
            organisation: "Acme Corporation",
            address: "1 Market Street",
          },
          subject: "Application for the backend role",
          greeting: "Dear Ms Reyes,",
          body: "<p>I build <strong>reliable</strong> services.</p><ul><li>Go</li><li>PostgreSQL</li></ul>",
          closing: "Kind regards,",
        },
      }),
    }),
  );
};

/** The letter's parts in reading order, after the resume's header. */
const inOrder = (text: string, parts: string[]) => {
  const positions = parts.map((part) => text.indexOf(part));
  expect(
    positions.every((position) => position >= 0),
    text,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
};

describe("GET /api/letter/:id/export/:format", () => {
  it("writes Markdown with the resume's header, then the letter in order", async () => {
    const letter = await writtenLetter();
    const response = await alice.request({ method: "GET", url: `/api/letter/${letter.id}/export/md` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="acme-letter.md"');
    inOrder(response.body, [
      "# Meera Iyer",
      "## Application for the backend role",
      "November 28, 2026",
      "Acme Corporation",
      "Dear Ms Reyes,",
      "I build **reliable** services.",
      "-   Go",
      "Kind regards,",
    ]);
  });

  it("writes plain text and a Word document with the same words", async () => {
    const letter = await writtenLetter();
    const text = await alice.request({ method: "GET", url: `/api/letter/${letter.id}/export/txt` });
    inOrder(text.body, [
      "Meera Iyer",
      "Dear Ms Reyes,",
      "I build reliable services.",
      "• Go",
      "Kind regards,",
    ]);
    const docx = await alice.request({ method: "GET", url: `/api/letter/${letter.id}/export/docx` });
    expect(docx.statusCode).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    inOrder(value, [
      "Meera Iyer",
      "Application for the backend role",
      "Dear Ms Reyes,",
      "I build reliable services.",
      "Kind regards,",
    ]);
  });
});
