import type { Letter } from "@vitae/schema";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { createLetter, letterOf, letterPatch } from "./letter.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "owner");
  bob = await signUp(test, "stranger");
});

afterAll(async () => {
  await test?.close();
});

type Operation = { method: string; path: string; operationId: string };

/** Every operation of the API document whose path names a letter by id. */
const operationsTakingALetterId = async (): Promise<Operation[]> => {
  const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/letter/") && path.includes("{id}"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, { operationId }]) => ({ method, path, operationId })),
    );
};

const noBody = () => undefined;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();

/**
 * Each operation with a letter id and a valid body for it, so that only the caller decides the answer. A new
 * operation fails the test until it is listed here, and so is checked too. Letters have no public routes.
 */
const operations: Record<string, { body: (letter: Letter) => unknown }> = {
  getLetter: { body: noBody },
  updateLetter: { body: (letter) => letterPatch(letter, { title: "Taken over" }) },
  deleteLetter: { body: noBody },
  lockLetter: { body: () => ({ set: true }) },
  duplicateLetter: { body: noBody },
  listLetterVersions: { body: noBody },
  getLetterVersion: { body: noBody },
  restoreLetterVersion: { body: noBody },
  getLetterLink: { body: noBody },
  createLetterLink: { body: () => ({ expiresAt: inAWeek() }) },
  revokeLetterLink: { body: noBody },
  restoreLetterFromTrash: { body: noBody },
  deleteLetterForever: { body: noBody },
  printLetter: { body: noBody },
  exportLetter: { body: noBody },
  draftLetter: { body: () => ({ jobDescription: "Backend engineer", tone: "formal" }) },
};

/** Alice's letter with a version and a private link, and a letter of hers in the trash. */
const ownedLetter = async () => {
  const resume = await createResume(alice, { sample: true, slug: `owned-${crypto.randomUUID()}` });
  const created = await createLetter(alice, { resumeId: resume.id });
  const saved = letterOf(
    await alice.request({
      method: "PATCH",
      url: `/api/letter/${created.id}`,
      payload: letterPatch(created, { data: { ...created.data, body: "<p>Mine</p>" } }),
    }),
  );
  const versions = (await alice.request({ method: "GET", url: `/api/letter/${saved.id}/versions` })).json();
  await alice.request({
    method: "POST",
    url: `/api/letter/${saved.id}/link`,
    payload: { expiresAt: inAWeek() },
  });
  const trashed = await createLetter(alice, { title: "Trashed" });
  await alice.request({ method: "DELETE", url: `/api/letter/${trashed.id}` });
  return { letter: saved, versionId: versions[0].id as string, trashedId: trashed.id };
};

/** Everything of Alice's a stranger's request could change. */
const snapshot = async (letter: Letter) => ({
  letter: (await alice.request({ method: "GET", url: `/api/letter/${letter.id}` })).json(),
  versions: (await alice.request({ method: "GET", url: `/api/letter/${letter.id}/versions` })).json(),
  link: (await alice.request({ method: "GET", url: `/api/letter/${letter.id}/link` })).json(),
  trash: (await alice.request({ method: "GET", url: "/api/letter/trash" })).json(),
  letters: (await alice.request({ method: "GET", url: "/api/letter" })).json(),
});

describe("every route that takes a letter id", () => {
  it("lists every such operation of the API document here", async () => {
    const documented = (await operationsTakingALetterId()).map(({ operationId }) => operationId);
    expect(documented.sort()).toEqual(Object.keys(operations).sort());
  });

  it("answers another user LetterNotFound, as for none, and changes nothing", async () => {
    const { letter, versionId, trashedId } = await ownedLetter();
    const before = await snapshot(letter);
    for (const { method, path, operationId } of await operationsTakingALetterId()) {
      const operation = operations[operationId];
      if (operation === undefined) throw new Error(`${operationId} is not listed`);
      const id = path.startsWith("/api/letter/trash/") ? trashedId : letter.id;
      const url = path.replace("{id}", id).replace("{versionId}", versionId).replace("{format}", "md");
      const payload = operation.body(letter);
      const request: InjectOptions = {
        method: method.toUpperCase() as InjectOptions["method"],
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      };
      const response = await bob.request(request);
      expect({ operationId, status: response.statusCode, code: response.json().code }).toEqual({
        operationId,
        status: 404,
        code: "LetterNotFound",
      });
      // The same answer as for an id no letter has: a stranger cannot tell that the letter exists.
      const missing = await bob.request({ ...request, url: url.replace(id, crypto.randomUUID()) });
      expect({ operationId, body: missing.json() }).toEqual({ operationId, body: response.json() });
      // A guest is asked to sign in before anything is looked up.
      const guest = await test.app.inject(request);
      expect({ operationId, status: guest.statusCode }).toEqual({ operationId, status: 401 });
    }
    expect(await snapshot(letter)).toEqual(before);
  });
});
