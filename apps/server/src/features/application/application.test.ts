import { type Application, ApplicationSchema } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatusChanges } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  test = await createTestApp({ env: { PUBLIC_URL: "https://vitae.example" } });
  alice = await signUp(test, "alice");
  mallory = await signUp(test, "mallory");
});

afterAll(async () => {
  await test.close();
});

const create = async (as: SignedInUser, payload: Record<string, unknown>): Promise<Application> => {
  const response = await as.request({ method: "POST", url: "/api/application", payload });
  expect(response.statusCode, response.body).toBe(201);
  return ApplicationSchema.parse(response.json());
};

const patch = (as: SignedInUser, id: string, payload: Record<string, unknown>) =>
  as.request({ method: "PATCH", url: `/api/application/${id}`, payload });

/** Parses iCalendar text with ical.js and answers its events. */
const eventsOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
};

describe("applications", () => {
  it("are created with defaults, listed, read, changed field by field and deleted", async () => {
    const user = await signUp(test, "crud");
    const resume = await createResume(user, { slug: "sent" });
    const created = await create(user, {
      company: "  Northwind ",
      role: "Platform engineer",
      url: "https://jobs.example/northwind/42",
      jobDescription: "Kubernetes, Go and Kafka.",
      salary: { min: 70000, max: 90000, currency: "EUR" },
      resumeId: resume.id,
      contacts: [{ name: "Ada", email: "ada@northwind.example" }],
    });
    expect(created).toMatchObject({
      company: "Northwind",
      status: "saved",
      closedReason: null,
      salary: { min: 70000, max: 90000, currency: "EUR", period: "year" },
      resumeId: resume.id,
      letterId: null,
      nextStep: null,
      contacts: [{ name: "Ada", role: "", email: "ada@northwind.example", phone: "" }],
      history: [{ status: "saved", closedReason: null }],
    });

    const changed = await patch(user, created.id, {
      location: "Berlin",
      nextStep: { title: "Call with Ada", date: "2026-12-03T09:30:00+01:00" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      company: "Northwind",
      location: "Berlin",
      jobDescription: "Kubernetes, Go and Kafka.",
      nextStep: { title: "Call with Ada", date: "2026-12-03T08:30:00.000Z" },
      salary: { min: 70000 },
    });

    const list = await user.request({ method: "GET", url: "/api/application" });
    expect(list.json<Application[]>().map((application) => application.id)).toEqual([created.id]);
    const one = await user.request({ method: "GET", url: `/api/application/${created.id}` });
    expect(one.json()).toEqual(changed.json());

    expect((await user.request({ method: "DELETE", url: `/api/application/${created.id}` })).statusCode).toBe(
      204,
    );
    expect((await user.request({ method: "GET", url: `/api/application/${created.id}` })).statusCode).toBe(
      404,
    );
  });

  it("keep every status change with its date, and clear the closed reason when reopened", async () => {
    const application = await create(alice, { company: "Contoso", role: "SRE", status: "applied" });
    const screening = await patch(alice, application.id, { status: "screening" });
    expect(screening.statusCode).toBe(200);
    const closed = await patch(alice, application.id, { status: "closed", closedReason: "rejected" });
    expect(closed.json()).toMatchObject({ status: "closed", closedReason: "rejected" });
    // A change of something else is no status change.
    await patch(alice, application.id, { notes: "They went with someone internal." });
    const reopened = await patch(alice, application.id, { status: "interview" });
    const history = ApplicationSchema.parse(reopened.json()).history;
    expect(history.map((change) => [change.status, change.closedReason])).toEqual([
      ["applied", null],
      ["screening", null],
      ["closed", "rejected"],
      ["interview", null],
    ]);
    const instants = history.map((change) => Date.parse(change.at));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(reopened.json()).toMatchObject({ closedReason: null });
  });

  it("refuse bad values with field errors and keep what was stored", async () => {
    const refused = await alice.request({
      method: "POST",
      url: "/api/application",
      payload: {
        company: " ",
        role: "Dev",
        status: "ghosted",
        url: "javascript:alert(1)",
        salary: { min: 5, max: 1, currency: "euro" },
      },
    });
    expect(refused.statusCode).toBe(400);
    const paths = refused.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["company", "status", "url", "salary.currency"]));

    const closedWithoutReason = await alice.request({
      method: "POST",
      url: "/api/application",
      payload: { company: "A", role: "B", status: "closed" },
    });
    expect(closedWithoutReason.json()).toMatchObject({
      code: "ValidationError",
      issues: [{ path: "closedReason" }],
    });

    const application = await create(alice, { company: "Fabrikam", role: "Dev" });
    const badPatch = await patch(alice, application.id, {
      status: "closed",
      nextStep: { title: "", date: "soon" },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["nextStep.title", "nextStep.date"]),
    );
    const noReason = await patch(alice, application.id, { status: "closed" });
    expect(noReason.json()).toMatchObject({ issues: [{ path: "closedReason" }] });
    const stored = await alice.request({ method: "GET", url: `/api/application/${application.id}` });
    expect(stored.json()).toMatchObject({ status: "saved", nextStep: null, history: [{ status: "saved" }] });
  });

  it("link only the user's own resume and letter", async () => {
    const theirs = await createResume(mallory, { slug: "not-yours" });
    const refused = await alice.request({
      method: "POST",
      url: "/api/application",
      payload: {
        company: "A",
        role: "B",
        resumeId: theirs.id,
        letterId: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(["letterId", "resumeId"]);
    const application = await create(alice, { company: "A", role: "B" });
    const patched = await patch(alice, application.id, { resumeId: theirs.id });
    expect(patched.json()).toMatchObject({ issues: [{ path: "resumeId" }] });
  });
});

describe("cover letters", () => {
  it("link the user's own letter, refuse another's, and lose the link when the letter is deleted for good", async () => {
    const letter = async (as: SignedInUser) => {
      const response = await as.request({
        method: "POST",
        url: "/api/letter",
        payload: { title: "Dear Northwind" },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const mine = await letter(alice);
    const theirs = await letter(mallory);
    const application = await create(alice, { company: "Northwind", role: "Dev", letterId: mine });
    expect(application.letterId).toBe(mine);
    const refused = await patch(alice, application.id, { letterId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: "letterId" }] });

    await test.database.db.execute(sql`delete from letters where id = ${mine}`);
    const after = await alice.request({ method: "GET", url: `/api/application/${application.id}` });
    expect(after.json()).toMatchObject({ letterId: null });
  });
});

describe("ownership", () => {
  it("answers another user NotFound on every route of an application and leaves it untouched", async () => {
    const owner = await signUp(test, "owner");
    const intruder = await signUp(test, "intruder");
    const application = await create(owner, {
      company: "Initech",
      role: "Analyst",
      nextStep: { title: "Interview", date: "2026-12-01" },
    });
    const before = (await owner.request({ method: "GET", url: `/api/application/${application.id}` })).json();
    const attempts = [
      { method: "GET", url: `/api/application/${application.id}` },
      { method: "PATCH", url: `/api/application/${application.id}`, payload: { company: "Pwned" } },
      { method: "DELETE", url: `/api/application/${application.id}` },
      { method: "GET", url: `/api/application/${application.id}/next-step.ics` },
    ] as const;
    for (const attempt of attempts) {
      const [theirs, missing] = await Promise.all([
        intruder.request(attempt),
        intruder.request({
          ...attempt,
          url: attempt.url.replace(application.id, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"),
        }),
      ]);
      expect({
        route: `${attempt.method} ${attempt.url}`,
        status: theirs.statusCode,
        code: theirs.json().code,
      }).toEqual({
        route: `${attempt.method} ${attempt.url}`,
        status: 404,
        code: "NotFound",
      });
      // The same answer as for an id that does not exist: existence is never revealed.
      expect(theirs.json()).toEqual(missing.json());
    }
    for (const url of ["/api/application", "/api/application/export.csv"]) {
      expect((await intruder.request({ method: "GET", url })).body).not.toContain("Initech");
    }
    expect(
      (await intruder.request({ method: "GET", url: "/api/application/insights" })).json(),
    ).toMatchObject({
      total: 0,
    });
    expect(
      (await owner.request({ method: "GET", url: `/api/application/${application.id}` })).json(),
    ).toEqual(before);

    // Signed out: every signed-in route answers 401.
    for (const attempt of [
      ...attempts,
      { method: "GET", url: "/api/application" },
      { method: "POST", url: "/api/application/calendar-feed" },
    ] as const) {
      expect((await test.app.inject(attempt)).statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
    }
  });
});

describe("calendar", () => {
  it("downloads one next step as an .ics event a parser reads, timed in UTC or all day", async () => {
    const timed = await create(alice, {
      company: "Tailspin",
      role: "Backend",
      location: "Lisbon",
      nextStep: { title: "Technical interview", date: "2026-12-10T14:00:00-05:00" },
    });
    const response = await alice.request({
      method: "GET",
      url: `/api/application/${timed.id}/next-step.ics`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const [event, ...others] = eventsOf(response.body);
    expect(others).toEqual([]);
    expect(event?.summary).toBe("Technical interview — Tailspin");
    expect(event?.location).toBe("Lisbon");
    expect(event?.uid).toBe(`${timed.id}@vitae`);
    expect(event?.startDate.zone.tzid).toBe("UTC");
    expect(event?.startDate.toJSDate().toISOString()).toBe("2026-12-10T19:00:00.000Z");
    expect(event?.endDate.toJSDate().toISOString()).toBe("2026-12-10T20:00:00.000Z");

    const allDay = await create(alice, {
      company: "Litware",
      role: "QA",
      nextStep: { title: "Send portfolio", date: "2026-12-24" },
    });
    const [dayEvent] = eventsOf(
      (await alice.request({ method: "GET", url: `/api/application/${allDay.id}/next-step.ics` })).body,
    );
    expect(dayEvent?.startDate.isDate).toBe(true);
    expect(dayEvent?.startDate.toString()).toBe("2026-12-24");

    const without = await create(alice, { company: "Nothing", role: "Planned" });
    const none = await alice.request({ method: "GET", url: `/api/application/${without.id}/next-step.ics` });
    expect(none.statusCode).toBe(404);
  });

  it("serves a private feed of the user's next steps until it is revoked or replaced", async () => {
    const user = await signUp(test, "feed");
    await create(user, {
      company: "Adatum",
      role: "Dev",
      nextStep: { title: "Interview", date: "2026-12-02T10:00:00Z" },
    });
    await create(user, {
      company: "Proseware",
      role: "Ops",
      nextStep: { title: "Follow up", date: "2026-12-05" },
    });
    await create(user, { company: "No date", role: "Ops" });
    await create(mallory, {
      company: "Mallory's",
      role: "X",
      nextStep: { title: "Hers", date: "2026-12-03" },
    });

    const created = await user.request({ method: "POST", url: "/api/application/calendar-feed" });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    const feedUrl = new URL(url);
    expect(feedUrl.origin).toBe("https://vitae.example");
    const token = feedUrl.pathname.split("/").pop() ?? "";
    // 43 base64url characters: 256 random bits.
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only a hash of the token is stored.
    const stored = await test.database.db.execute(sql`select token_hash from calendar_feeds`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const feed = await test.app.inject({ method: "GET", url: feedUrl.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["cache-control"]).toBe("no-store");
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.summary).sort()).toEqual([
      "Follow up — Proseware",
      "Interview — Adatum",
    ]);
    const interview = events.find((event) => event.summary.startsWith("Interview"));
    expect(interview?.startDate.toJSDate().toISOString()).toBe("2026-12-02T10:00:00.000Z");

    // A new feed replaces the old URL.
    const second = new URL(
      (await user.request({ method: "POST", url: "/api/application/calendar-feed" })).json<{ url: string }>()
        .url,
    );
    expect((await test.app.inject({ method: "GET", url: feedUrl.pathname })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: second.pathname })).statusCode).toBe(200);

    expect((await user.request({ method: "DELETE", url: "/api/application/calendar-feed" })).statusCode).toBe(
      204,
    );
    const revoked = await test.app.inject({ method: "GET", url: second.pathname });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: "NotFound" });
    expect((await user.request({ method: "DELETE", url: "/api/application/calendar-feed" })).statusCode).toBe(
      404,
    );
  });
});

describe("CSV", () => {
  it("exports with formula-starting cells escaped, and imports its own export back", async () => {
    const user = await signUp(test, "csv");
    await create(user, {
      company: '=HYPERLINK("https://evil.example")',
      role: "+1 engineer",
      notes: '-2 days\n@mention, "quoted"',
      salary: { min: 50000, max: null, currency: "USD", period: "year" },
      nextStep: { title: "Call", date: "2026-12-07" },
      status: "applied",
    });
    const response = await user.request({ method: "GET", url: "/api/application/export.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, row] = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("company")).toBe('\'=HYPERLINK("https://evil.example")');
    expect(cell("role")).toBe("'+1 engineer");
    expect(cell("notes")).toBe('\'-2 days\n@mention, "quoted"');
    expect(cell("salaryMin")).toBe("50000");
    expect(cell("nextStepDate")).toBe("2026-12-07");

    const other = await signUp(test, "csv-import");
    const imported = await other.request({
      method: "POST",
      url: "/api/application/import",
      payload: { csv: response.body },
    });
    expect(imported.json()).toEqual({ imported: 1, failed: [] });
    const [copy] = (await other.request({ method: "GET", url: "/api/application" })).json<Application[]>();
    expect(copy).toMatchObject({
      company: '=HYPERLINK("https://evil.example")',
      role: "+1 engineer",
      notes: '-2 days\n@mention, "quoted"',
      status: "applied",
      salary: { min: 50000, max: null, currency: "USD" },
      nextStep: { title: "Call", date: "2026-12-07" },
    });
  });

  it("imports the valid rows and reports each other row with its problems", async () => {
    const user = await signUp(test, "csv-report");
    const csv = [
      "company,role,status,closedReason,salaryCurrency,salaryMin,nextStepDate,resumeId,unknownColumn",
      "Good one,Dev,applied,,,,,,ignored",
      ",Dev,saved,,,,,,",
      "Closed,Dev,closed,,,,,,",
      "Money,Dev,saved,,EUR,lots,,,",
      "Stolen,Dev,saved,,,,,0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b,",
      "Dated,Dev,saved,,,,2026-13-45,,",
      "Also good,Ops,,,,,,,",
    ].join("\n");
    const response = await user.request({ method: "POST", url: "/api/application/import", payload: { csv } });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{
      imported: number;
      failed: { row: number; issues: { path: string }[] }[];
    }>();
    expect(report.imported).toBe(2);
    expect(report.failed.map((failure) => [failure.row, failure.issues.map((issue) => issue.path)])).toEqual([
      [3, ["company"]],
      [4, ["closedReason"]],
      [5, ["salary.min"]],
      [6, ["resumeId"]],
      [7, ["nextStep.title", "nextStep.date"]],
    ]);
    const stored = (await user.request({ method: "GET", url: "/api/application" })).json<Application[]>();
    expect(stored.map((application) => application.company)).toEqual(["Good one", "Also good"]);

    const noHeader = await user.request({
      method: "POST",
      url: "/api/application/import",
      payload: { csv: "a,b\n1,2" },
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "csv" }] });
  });
});

describe("insights", () => {
  /** Creates an application and replays its status changes at the given days after a fixed start. */
  const crafted = async (user: SignedInUser, resumeId: string | null, steps: [string, number, string?][]) => {
    const application = await create(user, { company: "Co", role: "Role", resumeId });
    for (const [status, , closedReason] of steps.slice(1)) {
      const response = await patch(user, application.id, {
        status,
        ...(closedReason ? { closedReason } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Each change's date is set to the crafted day, oldest first, in the order they were made.
    const changes = await test.database.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, application.id))
      .orderBy(applicationStatusChanges.at);
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (const [index, change] of changes.entries()) {
      const day = steps[index]?.[1] ?? 0;
      await test.database.db
        .update(applicationStatusChanges)
        .set({ at: new Date(start + day * 86_400_000) })
        .where(eq(applicationStatusChanges.id, change.id));
    }
  };

  it("counts statuses, the response rate, the median days to a first answer and interviews per resume", async () => {
    const user = await signUp(test, "insights");
    const master = await createResume(user, { slug: "master", title: "Master" });
    const tailored = await createResume(user, { slug: "tailored", title: "Tailored" });
    // saved only: not sent.
    await crafted(user, null, [["saved", 0]]);
    // sent, answered after 2 days (screening), then interview: 2 days.
    await crafted(user, tailored.id, [
      ["saved", 0],
      ["applied", 1],
      ["screening", 3],
      ["interview", 5],
    ]);
    // sent, rejected after 10 days.
    await crafted(user, master.id, [
      ["saved", 0],
      ["applied", 2],
      ["closed", 12, "rejected"],
    ]);
    // sent, no answer yet.
    await crafted(user, master.id, [
      ["saved", 0],
      ["applied", 4],
    ]);
    // sent, interview after 5 days, then offer.
    await crafted(user, tailored.id, [
      ["saved", 0],
      ["applied", 0],
      ["interview", 5],
      ["offer", 9],
    ]);
    // withdrawn before sending: not sent.
    await crafted(user, master.id, [
      ["saved", 0],
      ["closed", 1, "withdrawn"],
    ]);

    const response = await user.request({ method: "GET", url: "/api/application/insights" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 6,
      perStatus: [
        { status: "saved", count: 1 },
        { status: "applied", count: 1 },
        { status: "screening", count: 0 },
        { status: "interview", count: 1 },
        { status: "offer", count: 1 },
        { status: "closed", count: 2 },
      ],
      applied: 4,
      responded: 3,
      responseRate: 0.75,
      // Answers after 2, 10 and 5 days.
      medianDaysToFirstResponse: 5,
      perResume: [
        { resumeId: tailored.id, title: "Tailored", applications: 2, interviews: 2 },
        { resumeId: master.id, title: "Master", applications: 3, interviews: 0 },
      ],
    });
  });

  it("has no rate and no median before anything is sent", async () => {
    const user = await signUp(test, "insights-empty");
    expect((await user.request({ method: "GET", url: "/api/application/insights" })).json()).toMatchObject({
      total: 0,
      applied: 0,
      responseRate: null,
      medianDaysToFirstResponse: null,
      perResume: [],
    });
  });
});
