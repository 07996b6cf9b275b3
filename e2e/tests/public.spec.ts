import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/user";

type StoredResume = {
  id: string;
  title: string;
  slug: string;
  visibility: "private" | "public";
  data: { basics: { name: string } };
  updatedAt: string;
};

async function createSampleResume(request: APIRequestContext, title: string, slug: string) {
  const created = await request.post("/api/resume", { data: { title, slug, sample: true } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as StoredResume;
}

async function publish(request: APIRequestContext, resume: StoredResume): Promise<StoredResume> {
  const { title, slug, data, updatedAt } = resume;
  const updated = await request.patch(`/api/resume/${resume.id}`, {
    data: { title, slug, data, updatedAt, visibility: "public" },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as StoredResume;
}

test("a guest reads a public resume and downloads its PDF; a private one sends them home", async ({
  page,
  browser,
  user,
}) => {
  // Printing a PDF with a cold browser pool takes a few seconds.
  test.slow();
  const shared = await publish(
    page.request,
    await createSampleResume(page.request, "Public CV", "public-cv"),
  );
  await createSampleResume(page.request, "Private CV", "private-cv");
  const name = shared.data.basics.name;
  expect(name).not.toBe("");

  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto(`/${user.username}/public-cv`);

    await expect(visitor.getByRole("heading", { level: 1, name: "Public CV" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(visitor).toHaveTitle(`${name} — Public CV`);
    const preview = visitor.getByTitle(`Resume of ${name}`).contentFrame();
    await expect(preview.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole("link", { name: "Made with Vitae" })).toHaveAttribute("href", "/");

    const downloading = visitor.waitForEvent("download", { timeout: 60_000 });
    await visitor.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("public-cv.pdf");
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await visitor.goto(`/${user.username}/private-cv`);
    await expect(visitor).toHaveURL((url) => url.pathname === "/");
    await expect(visitor.getByRole("heading", { level: 1, name: "Vitae" })).toBeVisible();
  } finally {
    await guest.close();
  }
});
