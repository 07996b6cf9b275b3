import { entityTag, type Letter } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLetter, letterOf } from "./letter.test-helpers.ts";

let test: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  owner = await signUp(test, "letters");
});

afterAll(async () => {
  await test.close();
});

const patch = (letter: Pick<Letter, "id">, operations: unknown, ifMatch: string, headers = {}) =>
  owner.request({
    method: "PATCH",
    url: `/api/letter/${letter.id}`,
    headers: { "content-type": "application/json-patch+json", "if-match": ifMatch, ...headers },
    payload: JSON.stringify(operations),
  });

describe("JSON Patch edits of a letter", () => {
  it("GET sends the ETag; a patch on it is stored; a stale one is 412 with the current ETag", async () => {
    const letter = await createLetter(owner);
    const got = await owner.request({ method: "GET", url: `/api/letter/${letter.id}` });
    expect(got.headers.etag).toBe(entityTag(letter.updatedAt));
    const saved = await patch(
      letter,
      [{ op: "replace", path: "/title", value: "Globex — Platform" }],
      got.headers.etag as string,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(letterOf(saved).title).toBe("Globex — Platform");
    expect(saved.headers.etag).toBe(entityTag(letterOf(saved).updatedAt));
    const stale = await patch(
      letter,
      [{ op: "replace", path: "/title", value: "Old" }],
      got.headers.etag as string,
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(saved.headers.etag);
    const stored = await owner.request({ method: "GET", url: `/api/letter/${letter.id}` });
    expect(letterOf(stored).title).toBe("Globex — Platform");
  });

  it("paths outside title, resumeId and data are 422; an invalid result is 400; a failed test is 422", async () => {
    const letter = await createLetter(owner);
    const etag = entityTag(letter.updatedAt);
    const outside = await patch(letter, [{ op: "replace", path: "/userId", value: "someone" }], etag);
    expect(outside.statusCode).toBe(422);
    const invalid = await patch(letter, [{ op: "replace", path: "/title", value: "" }], etag);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual(expect.objectContaining({ path: "title" }));
    const failed = await patch(letter, [{ op: "test", path: "/title", value: "Not it" }], etag);
    expect(failed.statusCode).toBe(422);
    expect(letterOf(await owner.request({ method: "GET", url: `/api/letter/${letter.id}` }))).toEqual(letter);
  });

  it("an API key with letters:write can patch; one with letters:read cannot", async () => {
    const letter = await createLetter(owner);
    const key = async (scopes: string[]) =>
      (
        await owner.request({
          method: "POST",
          url: "/api/user/me/api-keys",
          payload: { name: "letters", scopes },
        })
      ).json<{ key: string }>().key;
    const operations = JSON.stringify([{ op: "replace", path: "/title", value: "By key" }]);
    const withKey = async (secret: string) =>
      test.app.inject({
        method: "PATCH",
        url: `/api/letter/${letter.id}`,
        headers: {
          authorization: `Bearer ${secret}`,
          "content-type": "application/json-patch+json",
          "if-match": "*",
        },
        payload: operations,
      });
    expect((await withKey(await key(["letters:read"]))).statusCode).toBe(403);
    const written = await withKey(await key(["letters:write"]));
    expect(written.statusCode, written.body).toBe(200);
    expect(letterOf(written).title).toBe("By key");
  });
});
