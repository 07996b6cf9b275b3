import { randomUUID } from "node:crypto";
import type { Resume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type MailCatcher, startMailCatcher } from "../../test/mail-catcher.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";

let test: TestApp;
let mail: MailCatcher;
let alice: SignedInUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  test = await createTestApp({ mailer: mail.mailer });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
  await mail.close();
});

const createLink = async (resume: Resume) => {
  const response = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/reviews`,
    payload: { name: "Career centre" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; token: string; url: string }>();
};

const invite = (as: SignedInUser, resume: Resume, reviewId: string, payload: object) =>
  as.request({ method: "POST", url: `/api/resume/${resume.id}/reviews/${reviewId}/invite`, payload });

describe("inviting a reviewer by mail", () => {
  it("mails the link in the reviewer's language, and the mailed link opens the resume", async () => {
    const resume = await createResume(alice, { title: "Backend engineer", slug: "invite-de", sample: true });
    const link = await createLink(resume);
    const sent = await invite(alice, resume, link.id, { email: "coach@example.com", language: "de-DE" });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ to: "coach@example.com" });

    const received = await mail.next("coach@example.com");
    expect(received.subject).toBe(`Person alice bittet Sie um eine Durchsicht von „Backend engineer“`);
    expect(received.text).toMatch(/^Hallo,/);
    expect(received.text).toContain(link.url);
    expect(received.html).toContain('lang="de-DE"');
    // The address in the mail is the link itself: the reviewer reads the resume through it.
    const token = new URL(link.url).pathname.split("/").pop() ?? "";
    const opened = await test.app.inject({ method: "GET", url: `/api/review/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ resume: { title: "Backend engineer" } });
  });

  it("writes in the owner's language when none is given", async () => {
    const bruno = await signUp(test, "bruno");
    await bruno.request({ method: "PATCH", url: "/api/user/me", payload: { locale: "fr-FR" } });
    const resume = await createResume(bruno, { title: "Designer", slug: "invite-owner-language" });
    const created = await bruno.request({
      method: "POST",
      url: `/api/resume/${resume.id}/reviews`,
      payload: { name: "Peers" },
    });
    const sent = await invite(bruno, resume, created.json<{ id: string }>().id, {
      email: "pair@example.com",
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect((await mail.next("pair@example.com")).subject).toBe(
      "Person bruno vous demande de relire « Designer »",
    );
  });

  it("is the owner's alone, needs a working link and a real address, and mails nothing otherwise", async () => {
    const mallory = await signUp(test, "mallory");
    const resume = await createResume(alice, { slug: "invite-refused" });
    const link = await createLink(resume);
    const stranger = await invite(mallory, resume, link.id, { email: "victim@example.com" });
    expect({ status: stranger.statusCode, code: stranger.json().code }).toEqual({
      status: 404,
      code: "ResumeNotFound",
    });
    const badAddress = await invite(alice, resume, link.id, { email: "not an address" });
    expect(badAddress.statusCode).toBe(400);
    const badLanguage = await invite(alice, resume, link.id, { email: "victim@example.com", language: "xx" });
    expect(badLanguage.statusCode).toBe(400);
    const unknown = await invite(alice, resume, randomUUID(), { email: "victim@example.com" });
    expect(unknown.json()).toMatchObject({ code: "NotFound" });

    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}/reviews/${link.id}` });
    const revoked = await invite(alice, resume, link.id, { email: "victim@example.com" });
    expect({ status: revoked.statusCode, code: revoked.json().code }).toEqual({
      status: 404,
      code: "NotFound",
    });
    // Mails go out in the background: give a stray one the time to arrive before checking there is none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to("victim@example.com")).toEqual([]);
  });

  it("is limited per hour", async () => {
    const carol = await signUp(test, "carol");
    const resume = await createResume(carol, { slug: "invite-limit" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      // A link that does not exist: counted all the same, and nobody is mailed.
      statuses.push((await invite(carol, resume, randomUUID(), { email: "many@example.com" })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
