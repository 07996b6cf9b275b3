import { entityTag, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeResume } from "../test/make-resume";
import { saveResume } from "./update-resume";

const id = "0194f7c2-7e1a-7000-8000-0000000000d1";
const stored = makeResume({ id, data: sampleResumeData, updatedAt: "2025-02-01T10:00:00.000Z" });
const edited = {
  ...stored,
  data: { ...stored.data, basics: { ...stored.data.basics, name: "Ada Lovelace" } },
};
const savedAnswer = { ...edited, updatedAt: "2025-02-01T10:00:01.000Z" };

type Sent = { method: string; contentType: string | null; ifMatch: string | null; body: string };

/** Answers each request with the next of `answers`, and keeps what was sent. */
const stubServer = (...answers: Response[]): Sent[] => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        method: String(init.method),
        contentType: headers.get("Content-Type"),
        ifMatch: headers.get("If-Match"),
        body: String(init.body),
      });
      const answer = answers.shift();
      if (!answer) throw new Error("unexpected request");
      return answer;
    }),
  );
  return sent;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("saveResume", () => {
  it("sends only the changed value as a JSON Patch on the acknowledged version", async () => {
    const sent = stubServer(json(200, savedAnswer));
    const answer = await saveResume({ ...edited, id }, stored);
    expect(answer.updatedAt).toBe(savedAnswer.updatedAt);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "PATCH",
      contentType: "application/json-patch+json",
      ifMatch: entityTag(stored.updatedAt),
    });
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual([
      { op: "replace", path: "/data/basics/name", value: "Ada Lovelace" },
    ]);
  });

  it("falls back to the whole resume after a 412, so a conflict answers as before", async () => {
    const conflict = { statusCode: 409, code: "ResumeConflict", message: "changed", resume: stored };
    const sent = stubServer(
      json(412, { statusCode: 412, code: "PreconditionFailed", message: "stale" }),
      json(409, conflict),
    );
    await expect(saveResume({ ...edited, id }, stored)).rejects.toMatchObject({ code: "ResumeConflict" });
    expect(sent.map((request) => request.contentType)).toEqual([
      "application/json-patch+json",
      "application/json",
    ]);
    expect(JSON.parse(sent[1]?.body ?? "")).toMatchObject({ updatedAt: stored.updatedAt, data: edited.data });
  });

  it("sends the whole resume with no acknowledged version, another version, or a wholesale replacement", async () => {
    const sent = stubServer(json(200, savedAnswer), json(200, savedAnswer), json(200, savedAnswer));
    await saveResume({ ...edited, id }, null);
    await saveResume({ ...edited, id, updatedAt: "2025-03-01T00:00:00.000Z" }, stored);
    await saveResume({ ...edited, id, versionReason: "overwrite" }, stored);
    expect(sent.map((request) => request.contentType)).toEqual([
      "application/json",
      "application/json",
      "application/json",
    ]);
  });
});
