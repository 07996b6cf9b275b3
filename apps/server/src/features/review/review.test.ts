import { type Resume, ReviewCommentSchema, reviewLimits } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeReviews, reviewComments } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type MailCatcher, startMailCatcher } from "../../test/mail-catcher.ts";
import {
  createResume,
  patchBody,
  resumeOf,
  type SignedInUser,
  signUp,
} from "../resume/resume.test-helpers.ts";
import { digestQuietMs } from "./review.service.ts";
import { sendDueDigests } from "./review-digest.ts";

let test: TestApp;
let mail: MailCatcher;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  test = await createTestApp({ mailer: mail.mailer });
  alice = await signUp(test, "alice");
  mallory = await signUp(test, "mallory");
});

afterAll(async () => {
  await test.close();
  await mail.close();
});

const quote = "idempotency layer that removed duplicate charges";
const anchor = { itemId: "sample-experience-1", field: "summary", quote };
const author = { name: "Coach Carla", email: "carla@example.com" };

const sampleResume = (slug: string) => createResume(alice, { slug, sample: true });

const createLink = async (resume: Resume, body: Record<string, unknown> = { name: "Career centre" }) => {
  const response = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/reviews`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; token: string; url: string }>();
};

/** A reviewer: no account, only the token (and the cookies they were given). */
const guest = (token: string, cookies: Record<string, string> = {}) => ({
  get: (path = "") => test.app.inject({ method: "GET", url: `/api/review/${token}${path}`, cookies }),
  post: (path: string, payload: object) =>
    test.app.inject({ method: "POST", url: `/api/review/${token}${path}`, payload, cookies }),
});

const getResume = async (resume: Resume) =>
  resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));

const saveResume = async (resume: Resume, change: (data: Resume["data"]) => void) => {
  const current = await getResume(resume);
  change(current.data);
  const saved = await alice.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: patchBody(current),
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

const ownerComments = async (resume: Resume) => {
  const response = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/comments` });
  expect(response.statusCode, response.body).toBe(200);
  return ReviewCommentSchema.array().parse(response.json());
};

describe("review links", () => {
  it("are created with a 256-bit token kept only hashed, listed, and revoked at once for reading and commenting", async () => {
    const resume = await sampleResume("review-links");
    const link = await createLink(resume, { name: "Career centre", expiresAt: "2099-01-01T00:00:00Z" });
    expect(Buffer.from(link.token, "base64url").length).toBe(32);
    expect(link.url).toMatch(new RegExp(`/review/${link.token}$`));
    const stored = await test.database.db.select().from(resumeReviews).where(eq(resumeReviews.id, link.id));
    expect(stored[0]?.tokenHash).not.toContain(link.token);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const reviewer = guest(link.token);
    expect((await reviewer.get()).statusCode).toBe(200);
    const listed = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/reviews` });
    expect(listed.json()).toMatchObject([
      { id: link.id, name: "Career centre", hasPassword: false, revokedAt: null },
    ]);

    const revoked = await alice.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/reviews/${link.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await reviewer.get()).json()).toMatchObject({ code: "InvalidToken" });
    expect((await reviewer.get("/comments")).statusCode).toBe(401);
    const comment = await reviewer.post("/comments", { author, anchor, text: "Nice" });
    expect(comment.json()).toMatchObject({ code: "InvalidToken" });
  });

  it("stop working once expired", async () => {
    const resume = await sampleResume("review-expired");
    const link = await createLink(resume);
    await test.database.db
      .update(resumeReviews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(resumeReviews.id, link.id));
    expect((await guest(link.token).get()).json()).toMatchObject({ code: "InvalidToken" });
  });

  it("with a password open only after unlocking, and a wrong password does not unlock", async () => {
    const resume = await sampleResume("review-password");
    const link = await createLink(resume, { name: "Peers", password: "open sesame" });
    expect((await guest(link.token).get()).json()).toMatchObject({ code: "ResumePasswordRequired" });
    const wrong = await guest(link.token).post("/unlock", { password: "nope" });
    expect(wrong.json()).toMatchObject({ code: "InvalidResumePassword" });
    const unlocked = await guest(link.token).post("/unlock", { password: "open sesame" });
    expect(unlocked.statusCode).toBe(204);
    const cookie = unlocked.cookies.find((c) => c.name.startsWith("ReviewUnlock-"));
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api/review" });
    const reader = guest(link.token, { [cookie?.name ?? ""]: cookie?.value ?? "" });
    expect((await reader.get()).statusCode).toBe(200);
    // The cookie of one link opens no other link.
    const other = await createLink(resume, { name: "Other", password: "open sesame" });
    expect((await guest(other.token, { [cookie?.name ?? ""]: cookie?.value ?? "" }).get()).statusCode).toBe(
      401,
    );
  });
});

describe("what a review token can reach", () => {
  it("reads only its resume, without the owner's account, notes or other resumes, and cannot write the resume", async () => {
    const resume = await sampleResume("review-security");
    await saveResume(resume, (data) => {
      data.metadata.notes = "private salary notes";
    });
    const otherResume = await createResume(alice, { slug: "review-other", title: "Secret other resume" });
    const link = await createLink(resume);
    const reviewer = guest(link.token);
    const read = await reviewer.get();
    expect(read.statusCode).toBe(200);
    const body = read.body;
    expect(read.json()).toMatchObject({ review: { name: "Career centre" }, resume: { title: resume.title } });
    expect(body).not.toContain(alice.user.id);
    expect(body).not.toContain(alice.user.username);
    expect(body).not.toContain("private salary notes");
    expect(body).not.toContain(otherResume.id);

    // The token is no session: the owner's routes refuse it in every form.
    for (const headers of [{ authorization: `Bearer ${link.token}` }, {}]) {
      const write = await test.app.inject({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        headers,
        payload: patchBody(resume),
      });
      expect(write.statusCode).toBe(401);
      const list = await test.app.inject({
        method: "GET",
        url: `/api/resume/${resume.id}/comments`,
        headers,
      });
      expect(list.statusCode).toBe(401);
    }
    // A made-up token of the right shape opens nothing.
    expect((await guest("A".repeat(43)).get()).json()).toMatchObject({ code: "InvalidToken" });
  });

  it("isolates threads between links, resumes and users", async () => {
    const resume = await sampleResume("review-isolation");
    const first = await createLink(resume, { name: "First" });
    const second = await createLink(resume, { name: "Second" });
    const created = await guest(first.token).post("/comments", {
      author,
      anchor,
      text: "From the first link",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    expect((await guest(second.token).get("/comments")).json()).toEqual([]);
    const foreignReply = await guest(second.token).post(`/comments/${id}/replies`, { text: "Hijack" });
    expect(foreignReply.statusCode).toBe(404);
    const foreignResolve = await guest(second.token).post(`/comments/${id}/resolve`, {});
    expect(foreignResolve.statusCode).toBe(404);

    // Another user sees neither the links nor the comments of Alice's resume, nor can act on them.
    for (const url of [`/api/resume/${resume.id}/reviews`, `/api/resume/${resume.id}/comments`]) {
      expect((await mallory.request({ method: "GET", url })).json()).toMatchObject({
        code: "ResumeNotFound",
      });
    }
    const malloryAccept = await mallory.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${id}/accept`,
    });
    expect(malloryAccept.json()).toMatchObject({ code: "ResumeNotFound" });
    const malloryRevoke = await mallory.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/reviews/${first.id}`,
    });
    expect(malloryRevoke.json()).toMatchObject({ code: "ResumeNotFound" });
    const malloryLink = await mallory.request({
      method: "POST",
      url: `/api/resume/${resume.id}/reviews`,
      payload: { name: "Mine" },
    });
    expect(malloryLink.json()).toMatchObject({ code: "ResumeNotFound" });

    // A comment id of one resume is not found under another of the same owner.
    const other = await sampleResume("review-isolation-2");
    const crossed = await alice.request({
      method: "POST",
      url: `/api/resume/${other.id}/comments/${id}/resolve`,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe("comments", () => {
  it("are anchored to the item and field, follow edits, and are kept as outdated with the old words", async () => {
    const resume = await sampleResume("review-anchors");
    const link = await createLink(resume);
    const reviewer = guest(link.token);
    const created = await reviewer.post("/comments", {
      author,
      anchor,
      text: "<p>Say how <b>many</b>.</p><script>x()</script>",
    });
    expect(created.statusCode, created.body).toBe(201);
    const comment = ReviewCommentSchema.parse(created.json());
    expect(comment.text).toBe("<p>Say how <b>many</b>.</p>");
    expect(comment.placement).toMatchObject({ status: "current", quote });

    // Text added before and the item moved: the quote is found where it now is.
    await saveResume(resume, (data) => {
      const item = data.sections.experience.items[0];
      if (item) item.summary = `<p>Joined as the second hire.</p>${item.summary}`;
      data.sections.experience.items.reverse();
    });
    const [moved] = await ownerComments(resume);
    expect(moved?.placement).toMatchObject({ status: "current", quote });
    expect(moved?.placement.start).toBeGreaterThan(comment.placement.start ?? 0);

    // A typo fixed inside the quote: still found, with the words as they now read.
    await saveResume(resume, (data) => {
      const item = data.sections.experience.items.find((candidate) => candidate.id === anchor.itemId);
      if (item) item.summary = item.summary.replace("duplicate charges", "duplicate chargs");
    });
    expect((await ownerComments(resume))[0]?.placement).toMatchObject({
      status: "current",
      quote: "idempotency layer that removed duplicate chargs",
    });

    // The words deleted: outdated, with the old words quoted.
    await saveResume(resume, (data) => {
      const item = data.sections.experience.items.find((candidate) => candidate.id === anchor.itemId);
      if (item) item.summary = "<p>Something else entirely.</p>";
    });
    const [outdated] = await ownerComments(resume);
    expect(outdated?.placement).toEqual({ status: "outdated", quote });
    // The reviewer sees the same.
    expect((await reviewer.get("/comments")).json()).toMatchObject([
      { placement: { status: "outdated", quote } },
    ]);
  });

  it("refuse an anchor naming no text of the resume, and text over the limit", async () => {
    const resume = await sampleResume("review-invalid");
    const reviewer = guest((await createLink(resume)).token);
    const missing = await reviewer.post("/comments", {
      author,
      anchor: { ...anchor, quote: "never written" },
      text: "x",
    });
    expect(missing.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "anchor" }] });
    const unknownItem = await reviewer.post("/comments", {
      author,
      anchor: { ...anchor, itemId: "nope" },
      text: "x",
    });
    expect(unknownItem.statusCode).toBe(400);
    const long = await reviewer.post("/comments", {
      author,
      anchor,
      text: "x".repeat(reviewLimits.text + 1),
    });
    expect(long.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "text" }] });
    expect(await ownerComments(resume)).toEqual([]);
  });

  it("are limited per link per hour, replies included", async () => {
    const resume = await sampleResume("review-limit");
    const reviewer = guest((await createLink(resume)).token);
    const first = await reviewer.post("/comments", { author, anchor, text: "first" });
    const { id } = first.json<{ id: string }>();
    for (let n = 1; n < reviewLimits.commentsPerHour; n++) {
      const reply = await reviewer.post(`/comments/${id}/replies`, { text: `reply ${n}` });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const over = await reviewer.post("/comments", { author, anchor, text: "one too many" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "TooManyRequests" });
    // Another link of the same resume has its own allowance.
    const fresh = await guest((await createLink(resume, { name: "Fresh" })).token).post("/comments", {
      author,
      anchor,
      text: "fine",
    });
    expect(fresh.statusCode).toBe(201);
  });

  it("have threads: replies both ways, resolve and reopen, and the owner deletes any comment", async () => {
    const resume = await sampleResume("review-threads");
    const { token } = await createLink(resume);
    const reviewer = guest(token);
    const { id } = (await reviewer.post("/comments", { author, anchor, text: "Numbers?" })).json<{
      id: string;
    }>();
    const ownerReply = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${id}/replies`,
      payload: { text: "Added them" },
    });
    expect(ownerReply.statusCode, ownerReply.body).toBe(201);
    const replyMail = await mail.next(author.email, { subject: /replied/ });
    expect(replyMail.text).toContain("Added them");
    expect(replyMail.text).not.toContain(`${alice.user.username}@`);

    // In the reviewer's language, as their browser asked when they commented.
    const german = await test.app.inject({
      method: "POST",
      url: `/api/review/${token}/comments`,
      headers: { "accept-language": "de-DE,de;q=0.9" },
      payload: { author: { name: "Dora", email: "dora@example.com" }, anchor, text: "Zahlen?" },
    });
    const germanId = german.json<{ id: string }>().id;
    await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${germanId}/replies`,
      payload: { text: "Erledigt" },
    });
    const germanMail = await mail.next("dora@example.com");
    expect(germanMail.subject).toBe("Person alice hat auf Ihren Kommentar geantwortet");
    expect(replyMail.subject).toBe("Person alice replied to your comment");
    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}/comments/${germanId}` });

    await reviewer.post(`/comments/${id}/replies`, { text: "Thanks" });
    const resolved = await reviewer.post(`/comments/${id}/resolve`, {});
    expect(resolved.json()).toMatchObject({
      state: "resolved",
      replies: [
        { text: "Added them", byOwner: true },
        { text: "Thanks", byOwner: false },
      ],
    });
    const reopened = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${id}/reopen`,
    });
    expect(reopened.json()).toMatchObject({ state: "open" });
    const listed = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/reviews` });
    expect(listed.json()).toMatchObject([{ openComments: 1 }]);

    const deleted = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}/comments/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await ownerComments(resume)).toEqual([]);
  });
  it("record a signed-in reviewer's account (a hand-off from the learning platform signs them in), a guest's none", async () => {
    const resume = await sampleResume("review-signed-in");
    const { token } = await createLink(resume);
    const signedIn = await mallory.request({
      method: "POST",
      url: `/api/review/${token}/comments`,
      payload: { author: { name: "Teacher" }, anchor, text: "Signed in" },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    await guest(token).post("/comments", { author, anchor, text: "Guest" });
    const rows = await test.database.db
      .select({ text: reviewComments.text, authorUserId: reviewComments.authorUserId })
      .from(reviewComments)
      .where(eq(reviewComments.resumeId, resume.id));
    expect(rows.sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { text: "Guest", authorUserId: null },
      { text: "Signed in", authorUserId: mallory.user.id },
    ]);
  });
});

describe("suggestions", () => {
  it("are accepted through the normal save, with a version kept before, and the thread resolved", async () => {
    const resume = await sampleResume("review-accept");
    const reviewer = guest((await createLink(resume)).token);
    const created = await reviewer.post("/comments", {
      author,
      anchor,
      text: "Shorter",
      suggestion: "retry-safe idempotency layer",
    });
    const { id } = created.json<{ id: string }>();
    const before = await getResume(resume);

    const accepted = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ suggestionState: "accepted", state: "resolved" });
    const after = await getResume(resume);
    const summary = after.data.sections.experience.items[0]?.summary ?? "";
    expect(summary).toContain("retry-safe idempotency layer during network retries");
    expect(summary).not.toContain(quote);
    expect(after.updatedAt).not.toBe(before.updatedAt);

    const versions = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/versions` });
    const named = versions.json<{ versions: { name: string | null; id: string }[] }>().versions;
    const kept = named.find((version) => version.name?.startsWith("Before a suggestion by Coach Carla"));
    expect(kept).toBeDefined();
    const version = await alice.request({
      method: "GET",
      url: `/api/resume/${resume.id}/versions/${kept?.id}`,
    });
    expect(JSON.stringify(version.json())).toContain(quote);

    // Accepting twice changes nothing more.
    const again = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${id}/accept`,
    });
    expect(again.statusCode).toBe(400);
  });

  it("whose words are gone cannot be accepted and change nothing; dismissing keeps the resume", async () => {
    const resume = await sampleResume("review-outdated-accept");
    const reviewer = guest((await createLink(resume)).token);
    const first = (await reviewer.post("/comments", { author, anchor, text: "a", suggestion: "x" })).json<{
      id: string;
    }>();
    const second = (await reviewer.post("/comments", { author, anchor, text: "b", suggestion: "y" })).json<{
      id: string;
    }>();
    const dismissed = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${second.id}/dismiss`,
    });
    expect(dismissed.json()).toMatchObject({ suggestionState: "dismissed", state: "open" });

    await saveResume(resume, (data) => {
      const item = data.sections.experience.items[0];
      if (item) item.summary = "<p>Rewritten.</p>";
    });
    const before = await getResume(resume);
    const refused = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/comments/${first.id}/accept`,
    });
    expect(refused.json()).toMatchObject({ code: "UnprocessablePatch" });
    expect((await getResume(resume)).updatedAt).toBe(before.updatedAt);
  });
});

describe("the owner's digest", () => {
  it("is one mail per review session, after the reviewers' quiet period", async () => {
    const bob = await signUp(test, "bob");
    const resume = await createResume(bob, { slug: "review-digest", sample: true });
    const created = await bob.request({
      method: "POST",
      url: `/api/resume/${resume.id}/reviews`,
      payload: { name: "Mentor Max" },
    });
    const reviewer = guest(created.json<{ token: string }>().token);
    await reviewer.post("/comments", { author, anchor, text: "one" });
    const { id } = (await reviewer.post("/comments", { author, anchor, text: "two" })).json<{ id: string }>();
    await reviewer.post(`/comments/${id}/replies`, { text: "three" });
    const to = `${bob.user.username}@example.com`;

    // Not yet: the reviewers may still be writing.
    await sendDueDigests(digestDeps(), new Date());
    expect(mail.to(to).filter((m) => /review/i.test(m.subject))).toHaveLength(0);
    const later = new Date(Date.now() + digestQuietMs + 1000);
    expect(await sendDueDigests(digestDeps(), later)).toBeGreaterThanOrEqual(1);
    const digest = await mail.next(to, { subject: /review comments/ });
    expect(digest.subject).toContain(resume.title);
    expect(digest.text).toContain("3 new comments and replies");
    expect(digest.text).toContain("Mentor Max");
    expect(digest.text).toContain(`/builder/${resume.id}`);
    // Nothing new since: no second mail.
    await sendDueDigests(digestDeps(), new Date(later.getTime() + digestQuietMs * 2));
    expect(mail.to(to).filter((m) => /review/i.test(m.subject))).toHaveLength(1);
  });

  it("is written in the owner's language", async () => {
    const carol = await signUp(test, "carol");
    await carol.request({ method: "PATCH", url: "/api/user/me", payload: { locale: "de-DE" } });
    const resume = await createResume(carol, { slug: "review-digest-de", sample: true });
    const created = await carol.request({
      method: "POST",
      url: `/api/resume/${resume.id}/reviews`,
      payload: { name: "Max" },
    });
    await guest(created.json<{ token: string }>().token).post("/comments", { author, anchor, text: "eins" });
    await sendDueDigests(digestDeps(), new Date(Date.now() + digestQuietMs + 1000));
    const digest = await mail.next(`${carol.user.username}@example.com`, { subject: /Review/ });
    expect(digest.subject).toContain("Neue");
  });
});

const digestDeps = () => ({
  db: test.database.db,
  mailer: mail.mailer,
  publicUrl: test.config.publicUrl,
  log: test.app.log,
});
