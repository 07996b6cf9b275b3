import { type Resume, ResumeVersionListSchema } from "@vitae/schema";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

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

/** Every operation of the API document whose path names a resume by id, whichever feature serves it. */
const operationsTakingAResumeId = async (): Promise<Operation[]> => {
  const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/resume/") && path.includes("{id}"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, { operationId }]) => ({ method, path, operationId })),
    );
};

const jobDescription = { name: "Backend role", text: "TypeScript, PostgreSQL" };
const noBody = () => undefined;

/**
 * Each operation with a resume id: a valid body for it (so that only the caller decides the answer), and
 * whether anyone may call it on a public resume. A new operation fails the test until it is listed here, and
 * so is checked too.
 */
const operations: Record<string, { body: (resume: Resume) => unknown; public?: true }> = {
  getResume: { body: noBody },
  updateResume: { body: (resume) => patchBody(resume, { title: "Taken over", visibility: "public" }) },
  deleteResume: { body: noBody },
  lockResume: { body: () => ({ set: true }) },
  duplicateResume: { body: noBody },
  getResumeStatistics: { body: noBody },
  listResumeVersions: { body: noBody },
  nameCurrentResumeVersion: { body: () => ({ name: "Taken" }) },
  getResumeVersion: { body: noBody },
  renameResumeVersion: { body: () => ({ name: "Taken" }) },
  deleteResumeVersion: { body: noBody },
  restoreResumeVersion: { body: noBody },
  restoreFromTrash: { body: noBody },
  deleteForever: { body: noBody },
  listJobDescriptions: { body: noBody },
  createJobDescription: { body: () => jobDescription },
  updateJobDescription: { body: () => ({ name: "Taken", text: "Taken" }) },
  deleteJobDescription: { body: noBody },
  printResume: { body: noBody, public: true },
  previewResume: { body: noBody, public: true },
  readResumeAsMachine: { body: noBody },
  checkResumeLayout: { body: noBody },
  fitResume: { body: () => ({ pages: 1 }) },
  exportResume: { body: noBody },
  createResumeVariant: { body: () => ({ name: "Taken", jobDescription: "Taken" }) },
  listResumeVariants: { body: noBody },
  getResumeVariant: { body: noBody },
  updateResumeVariant: { body: (resume) => ({ overlay: { fields: {} }, updatedAt: resume.updatedAt }) },
  resolveResumeVariantFlag: {
    body: (resume) => ({
      path: "sections.experience.items.x",
      kind: "detached",
      resolution: "drop",
      updatedAt: resume.updatedAt,
    }),
  },
  deleteResumeVariant: { body: noBody },
  getResumePublicPassword: { body: noBody },
  setResumePublicPassword: { body: () => ({ password: "taken over" }) },
  removeResumePublicPassword: { body: noBody },
  getResumePublicDownloads: { body: noBody },
  setResumePublicDownloads: { body: () => ({ allowed: false }) },
  addResumeLanguage: { body: () => ({ language: "fr-FR" }) },
  removeResumeLanguage: { body: noBody },
  putResumeTranslations: { body: () => ({ "basics.headline": "Taken" }) },
  getResumeTranslations: { body: noBody },
  proposeResumeTranslations: { body: noBody },
  createReviewLink: { body: () => ({ name: "Taken" }) },
  listReviewLinks: { body: noBody },
  revokeReviewLink: { body: noBody },
  listResumeComments: { body: noBody },
  acceptReviewSuggestion: { body: noBody },
  dismissReviewSuggestion: { body: noBody },
  setResumeCommentState: { body: noBody },
  replyToResumeComment: { body: () => ({ text: "Taken" }) },
  deleteResumeComment: { body: noBody },
  watchResumeComments: { body: noBody },
  inviteReviewer: { body: () => ({ email: "victim@example.com" }) },
};

/** Alice's resume with a version and a job description, and a resume of hers in the trash. */
const ownedResume = async (visibility: "private" | "public") => {
  const created = await createResume(alice, { sample: true, slug: `owned-${visibility}` });
  const saved = await alice.request({
    method: "PATCH",
    url: `/api/resume/${created.id}`,
    payload: patchBody(created, { title: "Edited", visibility }),
  });
  const resume = resumeOf(saved);
  const named = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/versions`,
    payload: { name: "Kept" },
  });
  const job = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/job-descriptions`,
    payload: jobDescription,
  });
  await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/languages`,
    payload: { language: "de-DE" },
  });
  const variant = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/variants`,
    payload: { name: `Variant ${visibility}` },
  });
  const trashed = await createResume(alice, { slug: `trashed-${visibility}`, visibility });
  await alice.request({ method: "DELETE", url: `/api/resume/${trashed.id}` });
  return {
    resume,
    versionId: named.json<{ id: string }>().id,
    jobId: job.json<{ id: string }>().id,
    variantId: variant.json<{ id: string }>().id,
    trashedId: trashed.id,
  };
};

/** Everything of Alice's a stranger's request could change. */
const snapshot = async (resume: Resume) => ({
  resume: (await alice.request({ method: "GET", url: `/api/resume/${resume.id}` })).json(),
  versions: ResumeVersionListSchema.parse(
    (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/versions` })).json(),
  ),
  jobs: (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/job-descriptions` })).json(),
  trash: (await alice.request({ method: "GET", url: "/api/resume/trash" })).json(),
  resumes: (await alice.request({ method: "GET", url: "/api/resume" })).json(),
  variants: (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/variants` })).json(),
  publicPassword: (
    await alice.request({ method: "GET", url: `/api/resume/${resume.id}/public-password` })
  ).json(),
});

describe("every route that takes a resume id", () => {
  it("lists every such operation of the API document here", async () => {
    const documented = (await operationsTakingAResumeId()).map(({ operationId }) => operationId);
    expect(documented.sort()).toEqual(Object.keys(operations).sort());
  });

  for (const visibility of ["private", "public"] as const) {
    it(`answers another user ResumeNotFound for a ${visibility} resume, as for none, and changes nothing`, async () => {
      const { resume, versionId, jobId, variantId, trashedId } = await ownedResume(visibility);
      const before = await snapshot(resume);
      for (const { method, path, operationId } of await operationsTakingAResumeId()) {
        const operation = operations[operationId];
        // Anyone may print a public resume: that is these routes' purpose, tested with the printer.
        if (operation === undefined || (visibility === "public" && operation.public)) continue;
        const id = path.startsWith("/api/resume/trash/") ? trashedId : resume.id;
        const url = path
          .replace("{id}", id)
          .replace("{versionId}", versionId)
          .replace("{jobId}", jobId)
          .replace("{variantId}", variantId)
          .replace("{lang}", "de-DE")
          .replace("{format}", "docx")
          // Links and comments are looked up only after the resume: any id of the right shape will do.
          .replace("{reviewId}", crypto.randomUUID())
          .replace("{commentId}", crypto.randomUUID())
          .replace("{action}", "resolve");
        const payload = operation.body(resume);
        const request: InjectOptions = {
          method: method.toUpperCase() as InjectOptions["method"],
          url,
          ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
        };
        const response = await bob.request(request);
        expect({ operationId, status: response.statusCode, code: response.json().code }).toEqual({
          operationId,
          status: 404,
          code: "ResumeNotFound",
        });
        // The same answer as for an id no resume has: a stranger cannot tell that the resume exists.
        const missing = await bob.request({ ...request, url: url.replace(id, crypto.randomUUID()) });
        expect({ operationId, body: missing.json() }).toEqual({ operationId, body: response.json() });
      }
      expect(await snapshot(resume)).toEqual(before);
    });
  }

  it("answers a guest ResumeNotFound for a private resume on the routes open to guests", async () => {
    const resume = await createResume(alice, { slug: "private-to-guests" });
    for (const url of [`/api/resume/print/${resume.id}`, `/api/resume/print/${resume.id}/preview`]) {
      const response = await test.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 404,
        code: "ResumeNotFound",
      });
    }
  });
});
