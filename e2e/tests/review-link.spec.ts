import { mkdirSync } from "node:fs";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const shots = new URL("../.tmp/shots/", import.meta.url).pathname;

test("a reviewer opens a protected review link, comments on selected words with a suggestion, sees the owner's reply live, resolves it, and is told when the link is revoked", async ({
  page,
  browser,
  user: _user,
}) => {
  test.slow();
  const created = await page.request.post("/api/resume", {
    data: { title: "Reviewed CV", slug: "reviewed-cv", sample: true },
  });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as { id: string; data: { basics: { name: string } } };
  const linked = await page.request.post(`/api/resume/${resume.id}/reviews`, {
    data: { name: "Career centre", password: "open sesame" },
  });
  expect(linked.status()).toBe(201);
  const link = (await linked.json()) as { id: string; url: string };

  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const reviewer = await guest.newPage();
    await reviewer.goto(new URL(link.url).pathname);
    await expect(
      reviewer.getByRole("heading", { level: 1, name: "This review link has a password" }),
    ).toBeVisible();
    await reviewer.getByLabel("Password", { exact: true }).fill("open sesame");
    await reviewer.getByRole("button", { name: "Open resume" }).click();
    await expect(
      reviewer.getByRole("heading", { level: 1, name: `Review: ${resume.data.basics.name}` }),
    ).toBeVisible({
      timeout: 15_000,
    });

    // Asked once for a name; the browser remembers it.
    await reviewer.getByLabel("Your name").fill("Coach Carla");
    await reviewer.getByRole("button", { name: "Continue" }).click();
    await expect(reviewer.getByText("Commenting as Coach Carla")).toBeVisible();

    // Words selected in the resume (a triple click selects the line) become the comment's quote.
    const frame = reviewer.frameLocator("iframe[data-artboard-frame]");
    const line = frame.getByText(
      "Designed an idempotency layer that removed duplicate charges during network retries.",
    );
    await line.click({ clickCount: 3 });
    const words = reviewer.getByLabel("Words", { exact: true });
    await expect(words).toHaveValue(/^Designed an idempotency layer that removed duplicate charges/);
    await words.fill("duplicate charges");
    await reviewer.getByLabel("Comment", { exact: true }).fill("Say how many a month.");
    await reviewer.getByRole("switch", { name: "Suggest new words" }).click();
    await reviewer.getByLabel("Replace with").fill("duplicate charges (about 300 a month)");
    await reviewer.getByRole("button", { name: "Add comment" }).click();
    const thread = reviewer.getByRole("article").filter({ hasText: "Say how many a month." });
    await expect(thread).toContainText("duplicate charges (about 300 a month)");
    await expect(thread).toContainText("waiting for the owner");
    const marker = reviewer.getByRole("button", { name: /^Comments on this item: 1 — Quillpay/ });
    await expect(marker).toBeVisible();

    // Without a mouse: an item is picked from the list, the words typed, the comment sent with the keyboard.
    const target = reviewer.getByLabel("Comment on");
    await target.focus();
    await target.selectOption({ label: "Summary" });
    await reviewer.keyboard.press("Tab");
    await reviewer.keyboard.type("boring, reliable ones");
    await reviewer.keyboard.press("Tab");
    await reviewer.keyboard.type("Lovely line.");
    await reviewer.getByRole("button", { name: "Add comment" }).focus();
    await reviewer.keyboard.press("Enter");
    await expect(reviewer.getByRole("article").filter({ hasText: "Lovely line." })).toContainText(
      "boring, reliable ones",
    );

    // The marker shows its thread.
    await marker.click();
    await expect(thread).toBeFocused();

    // The owner's reply arrives live, without a reload.
    const comments = (await (await page.request.get(`/api/resume/${resume.id}/comments`)).json()) as {
      id: string;
      text: string;
    }[];
    const commentId = comments.find((comment) => comment.text.includes("Say how many"))?.id ?? "";
    const replied = await page.request.post(`/api/resume/${resume.id}/comments/${commentId}/replies`, {
      data: { text: "About 300, I will add it." },
    });
    expect(replied.status()).toBe(201);
    await expect(thread).toContainText("About 300, I will add it.");

    await expectNoSeriousViolations(reviewer, "review page");
    mkdirSync(shots, { recursive: true });
    for (const scheme of ["light", "dark"] as const) {
      await reviewer.emulateMedia({ colorScheme: scheme });
      if (scheme === "dark") await expectNoSeriousViolations(reviewer, "review page, dark");
      for (const [device, width] of [
        ["desktop", 1280],
        ["phone", 390],
      ] as const) {
        await reviewer.setViewportSize({ width, height: 900 });
        await reviewer.screenshot({
          path: `${shots}review-link-${device}-${scheme}.png`,
          fullPage: device === "phone",
        });
      }
    }
    await reviewer.emulateMedia({ colorScheme: "light" });
    await reviewer.setViewportSize({ width: 1280, height: 900 });

    await thread.getByRole("button", { name: "Resolve" }).click();
    await expect(thread).toContainText("Resolved");
    await expect(marker).toHaveCount(0);

    // Revoked: the open page says so at once.
    const revoked = await page.request.delete(`/api/resume/${resume.id}/reviews/${link.id}`);
    expect(revoked.status()).toBe(204);
    await expect(
      reviewer.getByRole("heading", { level: 1, name: "This review link no longer works" }),
    ).toBeVisible();
    await expectNoSeriousViolations(reviewer, "revoked review link");
    await reviewer.screenshot({ path: `${shots}review-link-gone-desktop-light.png` });
  } finally {
    await guest.close();
  }
});
