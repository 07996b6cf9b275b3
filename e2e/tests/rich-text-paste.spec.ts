import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "../fixtures/user";

/** What a person copies from a web page: a sentence with a link, a table, and an image with a relative address. */
const webPage = `<main id="copied">
  <p>I wrote about it in <a href="https://example.com/post">my post</a> last year.</p>
  <table border="1"><tr><td>Cell A</td><td>Cell B</td></tr><tr><th>Cell C</th><td>Cell D</td></tr></table>
  <img src="x" alt="A picture"><p>After the picture</p>
</main>`;

test("pasting a web page into rich text keeps word boundaries, the space before a link, and drops images", async ({
  page,
  user,
}, testInfo) => {
  test.slow();
  const created = await page.request.post("/api/resume", {
    data: { title: "Paste CV", slug: "paste-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as { id: string };

  // Copied for real, with the browser's own clipboard HTML (inline styles, absolute image addresses).
  const source = await page.context().newPage();
  await source.setContent(`<!doctype html><html><body>${webPage}</body></html>`);
  await source.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById("copied") as HTMLElement);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  await source.keyboard.press("Control+c");
  await source.close();

  // The copied image's relative address would resolve against the builder's ("/builder/x").
  const imageRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/x")) imageRequests.push(request.url());
  });
  await page.goto(`/builder/${resume.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Paste CV" })).toBeVisible({ timeout: 15_000 });
  expect(user.username).toBeTruthy();
  const summary = page.getByRole("textbox", { name: "Summary" });
  await summary.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Control+v");

  await expect(summary).toContainText("Cell A Cell B");
  await expect(summary).toContainText("Cell C Cell D");
  await expect(summary).toContainText("I wrote about it in my post last year.");
  await expect(summary.getByRole("link", { name: "my post" })).toHaveCount(1);
  await expect(summary.locator("img")).toHaveCount(0);

  await expect(page.getByRole("banner").getByRole("status")).toHaveText("All changes saved", {
    timeout: 15_000,
  });
  const stored = (await (await page.request.get(`/api/resume/${resume.id}`)).json()) as {
    data: { sections: { summary: { content: string } } };
  };
  const content = stored.data.sections.summary.content;
  expect(content).toContain("I wrote about it in <a");
  expect(content).toContain("Cell A Cell B");
  expect(content).not.toContain("<img");
  expect(imageRequests).toEqual([]);

  // The PDF reads the same: a space before the link, and the cells apart.
  const { url } = (await (await page.request.get(`/api/resume/print/${resume.id}`)).json()) as {
    url: string;
  };
  const pdf = await page.request.get(url);
  expect(pdf.status()).toBe(200);
  const dir = testInfo.outputPath("pdf");
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/paste.pdf`, await pdf.body());
  const text = execFileSync("pdftotext", [`${dir}/paste.pdf`, "-"], { encoding: "utf8" }).replace(
    /\s+/g,
    " ",
  );
  expect(text).toContain("I wrote about it in my post last year.");
  expect(text).toContain("Cell A Cell B");
});
