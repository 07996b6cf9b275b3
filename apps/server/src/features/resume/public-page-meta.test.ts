import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Resume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

// The built index.html's head as it matters here: a title and a description to replace.
const indexHtml = [
  "<!doctype html><html><head>",
  '<meta name="description" content="Vitae — a free and open-source resume builder." />',
  "<title>Vitae</title>",
  '</head><body><div id="root"></div></body></html>',
].join("\n");
const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

let webDistDir: string;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "vitae-og-"));
  await writeFile(join(webDistDir, "index.html"), indexHtml);
  test = await createTestApp({ webDistDir });
  alice = await signUp(test, "og-owner");
});

afterAll(async () => {
  await test?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const publish = async (slug: string, basics: { name: string; headline: string }) => {
  const created = await createResume(alice, { sample: true, slug });
  const data = { ...created.data, basics: { ...created.data.basics, ...basics } };
  return resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { visibility: "public", data }),
    }),
  );
};

const page = (resume: Resume, headers: Record<string, string> = browser) =>
  test.app.inject({ method: "GET", url: `/${alice.user.username}/${resume.slug}`, headers });

/** The <meta> elements of a page: `property` or `name` → `content`, decoded as a browser would. */
const metaOf = (html: string): Record<string, string> => {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[entity] ?? "",
    );
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map(
      ([, key = "", content = ""]) => [key, decode(content)],
    ),
  );
};

describe("a public resume's page as link previews read it", () => {
  it("carries Open Graph and Twitter card tags with the name, headline, address and first page's picture", async () => {
    const resume = await publish("og-open", { name: "Ada Lovelace", headline: "Analyst of engines" });
    const response = await page(resume);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const base = test.config.publicUrl;
    const meta = metaOf(response.body);
    expect(meta).toMatchObject({
      "og:type": "profile",
      "og:title": "Ada Lovelace",
      "og:description": "Analyst of engines",
      "og:url": `${base}/${alice.user.username}/og-open`,
      "twitter:card": "summary_large_image",
      "twitter:title": "Ada Lovelace",
      description: "Analyst of engines",
    });
    expect(meta["og:image"]).toBe(
      `${base}/api/resume/public/${alice.user.username}/og-open/preview.jpg?v=${Date.parse(resume.updatedAt)}`,
    );
    expect(meta["twitter:image"]).toBe(meta["og:image"]);
    expect(response.body).toContain("<title>Ada Lovelace — Analyst of engines</title>");
    // The app's own page is still there around it.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("serves the tags to readers that accept anything or send no Accept at all", async () => {
    const resume = await publish("og-crawlers", { name: "Grace Hopper", headline: "" });
    const anything: Record<string, string>[] = [{ accept: "*/*" }, {}];
    for (const headers of anything) {
      const response = await page(resume, headers);
      expect(response.statusCode).toBe(200);
      const meta = metaOf(response.body);
      expect(meta["og:title"]).toBe("Grace Hopper");
      // No headline: no description of its own, the app's stays.
      expect(meta["og:description"]).toBeUndefined();
      expect(response.body).toContain('content="Vitae — a free and open-source resume builder."');
    }
  });

  it("escapes the resume's text: a name cannot write markup into the page", async () => {
    const resume = await publish("og-escaped", {
      name: 'Eve "><script>alert(1)</script>',
      headline: "Tom & Jerry's <b>$& $' $1</b>",
    });
    const response = await page(resume);
    expect(response.body).not.toContain("<script>alert(1)</script>");
    expect(response.body).not.toContain("<b>");
    expect(response.body).toContain("Eve &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const meta = metaOf(response.body);
    expect(meta["og:title"]).toBe('Eve "><script>alert(1)</script>');
    expect(meta["og:description"]).toBe("Tom & Jerry's <b>$& $' $1</b>");
  });

  it("offers the picture as a JPEG that any reader can fetch without a session", async () => {
    const resume = await publish("og-picture", { name: "Ada Picture", headline: "h" });
    const image = new URL(metaOf((await page(resume)).body)["og:image"] ?? "");
    const response = await test.app.inject({ method: "GET", url: `${image.pathname}${image.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("shows nothing of a password-protected resume: no tags, no name or headline, and no picture", async () => {
    const resume = await publish("og-protected", { name: "Secret Person", headline: "Hidden headline" });
    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-password`,
      payload: { password: "open sesame" },
    });
    for (const headers of [browser, { accept: "*/*" }]) {
      const response = await page(resume, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
    const image = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/og-protected/preview.jpg`,
    });
    expect(image.statusCode).toBe(401);
    expect(image.json().code).toBe("ResumePasswordRequired");
  });

  it("shows nothing of a private resume", async () => {
    const created = await createResume(alice, { sample: true, slug: "og-private" });
    const response = await page(created);
    expect(response.body).toBe(indexHtml);
    const crawler = await page(created, { accept: "*/*" });
    expect(crawler.statusCode).toBe(404);
    expect(crawler.body).not.toContain(created.data.basics.name);
  });

  it("leaves the picture out (a plain card) when the owner turned downloads off", async () => {
    const resume = await publish("og-no-downloads", { name: "Ada Plain", headline: "No files" });
    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-downloads`,
      payload: { allowed: false },
    });
    const meta = metaOf((await page(resume)).body);
    expect(meta["og:title"]).toBe("Ada Plain");
    expect(meta["og:image"]).toBeUndefined();
    expect(meta["twitter:image"]).toBeUndefined();
    expect(meta["twitter:card"]).toBe("summary");
    const image = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/og-no-downloads/preview.jpg`,
    });
    expect(image.statusCode).toBe(403);
    expect(image.json().code).toBe("ResumeDownloadsDisabled");
  });

  it("leaves every other page of the app as it is built", async () => {
    for (const url of ["/dashboard/resumes", "/nobody-here/cv", `/${alice.user.username}/no-such-resume`]) {
      const response = await test.app.inject({ method: "GET", url, headers: browser });
      expect({ url, body: response.body }).toEqual({ url, body: indexHtml });
    }
  });
});
