import type { Resume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { updateResumeIfCurrent } from "./resume.repo.ts";
import { createResume, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";
import { createResumeEvents, type ResumeSaved } from "./resume-events.ts";
import { announceVariantsOf } from "./variants.service.ts";

let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "announcer");
});

afterAll(async () => {
  await test?.close();
});

const tailor = async (master: Resume) => {
  const response = await alice.request({
    method: "POST",
    url: `/api/resume/${master.id}/variants`,
    payload: { name: "Tailored", jobDescription: "Go" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return resumeOf(response);
};

/** The resume saved as it is, the way the builder's save writes it. */
const resave = (resume: Resume) =>
  updateResumeIfCurrent(test.database.db, {
    id: resume.id,
    userId: alice.user.id,
    expectedUpdatedAt: new Date(resume.updatedAt),
    changes: {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      dataJson: JSON.stringify(resume.data),
    },
  });

const listen = () => {
  const heard: ResumeSaved[] = [];
  const events = createResumeEvents();
  events.onSaved((saved) => heard.push(saved));
  return { heard, deps: { db: test.database.db, events } };
};

describe("what a save tells its listeners", () => {
  it("knows from the write itself whether variants stand on the resume", async () => {
    const lone = await createResume(alice, { slug: "lone" });
    expect((await resave(lone))?.hasVariants).toBe(false);
    const master = await createResume(alice, { slug: "master" });
    await tailor(master);
    expect((await resave(master))?.hasVariants).toBe(true);
  });

  it("announces a master's variants as saved too, and asks nothing when the save found none", async () => {
    const master = await createResume(alice, { slug: "announced-master" });
    const variant = await tailor(master);
    const told = listen();
    await announceVariantsOf(told.deps, { resumeId: master.id, userId: alice.user.id, hasVariants: true });
    expect(told.heard.map((saved) => saved.resumeId)).toEqual([variant.id]);

    // The hint is trusted: with it false the variants are not even looked up.
    const skipped = listen();
    await announceVariantsOf(skipped.deps, {
      resumeId: master.id,
      userId: alice.user.id,
      hasVariants: false,
    });
    expect(skipped.heard).toEqual([]);
    // Without a hint (other writers), they are looked up as before.
    const unknown = listen();
    await announceVariantsOf(unknown.deps, { resumeId: master.id, userId: alice.user.id });
    expect(unknown.heard.map((saved) => saved.resumeId)).toEqual([variant.id]);
  });
});
