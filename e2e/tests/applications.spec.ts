import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

const pad = (value: number) => String(value).padStart(2, "0");
/** A day of the current month, so the calendar shows it without paging. */
const dayThisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`;
};

type Created = { id: string; status: string; history: { status: string }[] };

const statusOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/application/${id}`)).json()) as Created).status;

test("create an application, drag it from Applied to Interview, move another by keyboard, download the .ics", async ({
  page,
  user: _user,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  await page.getByRole("button", { name: "New application" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Role").fill("Platform engineer");
  await dialog.getByLabel("Status").selectOption("applied");
  await dialog.getByLabel("What").fill("Technical interview");
  await dialog.getByLabel("Date").fill(dayThisMonth(14));
  await dialog.getByLabel("Time").fill("10:30");
  // Saving without the company fails at the field and keeps everything typed.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Company is required")).toBeVisible();
  await expect(dialog.getByLabel("Role")).toHaveValue("Platform engineer");
  await expect(dialog.getByLabel("What")).toHaveValue("Technical interview");
  await dialog.getByLabel("Company").fill("Northwind");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("rowheader", { name: "Northwind" })).toBeVisible();
  const [created] = (await (await page.request.get("/api/application")).json()) as Created[];
  if (created === undefined) throw new Error("no application was created");

  // Drag with the mouse from Applied to Interview.
  await page.getByRole("button", { name: "Board" }).click();
  const card = page.getByTestId(`card-${created.id}`);
  await expect(page.getByTestId("column-applied").getByTestId(`card-${created.id}`)).toBeVisible();
  const from = await card.boundingBox();
  if (from === null) throw new Error("the board is not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  // Measured once the drag has started, in case the board scrolled.
  const to = await page.getByTestId("column-interview").boundingBox();
  if (to === null) throw new Error("the board is not laid out");
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByTestId("column-interview").getByTestId(`card-${created.id}`)).toBeVisible();
  await expect.poll(() => statusOf(page, created.id)).toBe("interview");
  const history = ((await (await page.request.get(`/api/application/${created.id}`)).json()) as Created)
    .history;
  expect(history.map((change) => change.status)).toEqual(["applied", "interview"]);

  // The keyboard: pick up, one column to the right, drop; announced for screen readers.
  const other = (await (
    await page.request.post("/api/application", {
      data: { company: "Contoso", role: "SRE", status: "saved" },
    })
  ).json()) as Created;
  await page.reload();
  const otherCard = page.getByTestId(`card-${other.id}`);
  await otherCard.focus();
  await page.keyboard.press("Space");
  const liveRegion = page.getByRole("status").filter({ hasText: "Contoso" });
  await expect(liveRegion).toHaveText("Contoso is over Saved.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion).toHaveText("Contoso is over Applied.");
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText("Contoso was dropped on Applied.");
  await expect(page.getByTestId("column-applied").getByTestId(`card-${other.id}`)).toBeVisible();
  await expect.poll(() => statusOf(page, other.id)).toBe("applied");

  // The calendar shows the interview and downloads it as .ics.
  await page.getByRole("button", { name: "Calendar" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Technical interview — Northwind as .ics" }).click();
  const download = await downloading;
  const ics = await readFile((await download.path()) ?? "", "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain("SUMMARY:Technical interview — Northwind");
  expect(ics).toMatch(new RegExp(`DTSTART:${dayThisMonth(14).replaceAll("-", "")}T\\d{6}Z`));

  // The private feed: its address serves the calendar until it is revoked.
  await page.getByRole("button", { name: "Create feed address" }).click();
  const address = page.getByRole("textbox", { name: "Calendar feed" });
  await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}$/);
  const feedUrl = await address.inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("SUMMARY:Technical interview — Northwind");
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(address).toBeHidden();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test("every applications view passes axe, on a desktop and a phone, light and dark", async ({
  page,
  user: _user,
}, testInfo) => {
  test.setTimeout(240_000);
  const resume = (await (
    await page.request.post("/api/resume", { data: { title: "Master CV", slug: "master" } })
  ).json()) as {
    id: string;
  };
  const seeds = [
    {
      company: "Northwind",
      role: "Platform engineer",
      status: "interview",
      resumeId: resume.id,
      nextStep: { title: "Interview", date: dayThisMonth(9) },
    },
    {
      company: "Contoso",
      role: "SRE",
      status: "applied",
      resumeId: resume.id,
      nextStep: { title: "Follow up", date: dayThisMonth(20) },
    },
    { company: "Fabrikam", role: "Backend developer", status: "screening", location: "Berlin" },
    { company: "Tailspin", role: "Data engineer", status: "closed", closedReason: "rejected" },
    { company: "Litware", role: "QA lead", status: "saved" },
    { company: "Adatum", role: "Staff engineer", status: "offer", resumeId: resume.id },
  ];
  for (const data of seeds)
    expect((await page.request.post("/api/application", { data })).status()).toBe(201);

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [
      { name: "desktop", width: 1280, height: 900 },
      { name: "phone", width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const view of ["table", "board", "calendar", "insights"]) {
        await page.goto(`/dashboard/applications${view === "table" ? "" : `?view=${view}`}`);
        await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
        if (view === "insights") await expect(page.getByText("Response rate")).toBeVisible();
        else await expect(page.getByText("Northwind").first()).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${view}-${viewport.name}-${scheme}.png`),
          fullPage: true,
        });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({
            rule: violation.id,
            targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 3),
          }));
        expect(serious, `${view} ${viewport.name} ${scheme}`).toEqual([]);
      }
    }
  }
});
