import { JobDescriptionSchema, maxJobDescriptionsPerResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "alice");
  mallory = await signUp(test, "mallory");
});

afterAll(async () => {
  await test.close();
});

const path = (resumeId: string, jobId?: string) =>
  `/api/resume/${resumeId}/job-descriptions${jobId === undefined ? "" : `/${jobId}`}`;

describe("job descriptions saved with a resume", () => {
  it("are created, listed oldest first, changed and deleted by the owner", async () => {
    const resume = await createResume(alice, { slug: "jobs-crud" });
    const first = await alice.request({
      method: "POST",
      url: path(resume.id),
      payload: { name: "  Northwind — Platform ", text: "Kubernetes, Go and Kafka." },
    });
    expect(first.statusCode, first.body).toBe(201);
    const saved = JobDescriptionSchema.parse(first.json());
    expect(saved).toMatchObject({ name: "Northwind — Platform", text: "Kubernetes, Go and Kafka." });
    await alice.request({ method: "POST", url: path(resume.id), payload: { name: "Contoso", text: "SQL" } });

    const listed = await alice.request({ method: "GET", url: path(resume.id) });
    expect(listed.json<{ name: string }[]>().map((job) => job.name)).toEqual([
      "Northwind — Platform",
      "Contoso",
    ]);

    const changed = await alice.request({
      method: "PUT",
      url: path(resume.id, saved.id),
      payload: { name: "Northwind", text: "Kubernetes and Terraform." },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: saved.id,
      name: "Northwind",
      text: "Kubernetes and Terraform.",
    });

    expect((await alice.request({ method: "DELETE", url: path(resume.id, saved.id) })).statusCode).toBe(204);
    const after = await alice.request({ method: "GET", url: path(resume.id) });
    expect(after.json<{ name: string }[]>().map((job) => job.name)).toEqual(["Contoso"]);
    expect((await alice.request({ method: "DELETE", url: path(resume.id, saved.id) })).json()).toMatchObject({
      code: "NotFound",
    });
  });

  it("refuse an empty name or text with the field named, and keep what was stored", async () => {
    const resume = await createResume(alice, { slug: "jobs-invalid" });
    const created = await alice.request({
      method: "POST",
      url: path(resume.id),
      payload: { name: "A", text: "B" },
    });
    const { id } = created.json<{ id: string }>();
    const refused = await alice.request({
      method: "PUT",
      url: path(resume.id, id),
      payload: { name: " ", text: "Changed" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "name" }] });
    const listed = await alice.request({ method: "GET", url: path(resume.id) });
    expect(listed.json()).toMatchObject([{ name: "A", text: "B" }]);
  });

  it(`keep at most ${maxJobDescriptionsPerResume} per resume`, async () => {
    const resume = await createResume(alice, { slug: "jobs-limit" });
    for (let n = 0; n < maxJobDescriptionsPerResume; n++) {
      const response = await alice.request({
        method: "POST",
        url: path(resume.id),
        payload: { name: `Job ${n}`, text: "x" },
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await alice.request({
      method: "POST",
      url: path(resume.id),
      payload: { name: "One more", text: "x" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("at most 50");
  });

  it("are the owner's only: another user gets 404 for every route, a guest 401", async () => {
    const resume = await createResume(alice, { slug: "jobs-private" });
    const created = await alice.request({
      method: "POST",
      url: path(resume.id),
      payload: { name: "A", text: "B" },
    });
    const { id } = created.json<{ id: string }>();
    const attempts = [
      { method: "GET", url: path(resume.id) },
      { method: "POST", url: path(resume.id), payload: { name: "M", text: "M" } },
      { method: "PUT", url: path(resume.id, id), payload: { name: "M", text: "M" } },
      { method: "DELETE", url: path(resume.id, id) },
    ] as const;
    for (const attempt of attempts) {
      const response = await mallory.request(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: "ResumeNotFound" });
      expect((await test.app.inject(attempt)).statusCode).toBe(401);
    }
    // Mallory's own resume does not reach Alice's job description either.
    const own = await createResume(mallory, { slug: "mallory-jobs" });
    const crossed = await mallory.request({
      method: "PUT",
      url: path(own.id, id),
      payload: { name: "M", text: "M" },
    });
    expect(crossed.json()).toMatchObject({ code: "NotFound" });
    expect((await alice.request({ method: "GET", url: path(resume.id) })).json()).toMatchObject([
      { name: "A" },
    ]);
  });

  it("go with their resume when it is deleted for good", async () => {
    const resume = await createResume(alice, { slug: "jobs-cascade" });
    await alice.request({ method: "POST", url: path(resume.id), payload: { name: "A", text: "B" } });
    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect((await alice.request({ method: "GET", url: path(resume.id) })).statusCode).toBe(404);
    expect(
      (await alice.request({ method: "DELETE", url: `/api/resume/trash/${resume.id}` })).statusCode,
    ).toBe(204);
    const { rows } = await test.database.query(
      "select count(*)::int as n from job_descriptions where resume_id = $1",
      [resume.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
