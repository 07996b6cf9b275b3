import { type Application, CreateApplicationInputSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { inputOf, valuesOf } from "./application-form";
import { eventDay, monthGrid } from "./applications-calendar";
import { formatInsights } from "./applications-insights";
import { visibleApplications } from "./applications-table";

const application = (fields: Partial<Application>): Application => ({
  id: crypto.randomUUID(),
  company: "Company",
  role: "Role",
  url: "",
  jobDescription: "",
  location: "",
  salary: null,
  status: "saved",
  closedReason: null,
  resumeId: null,
  letterId: null,
  nextStep: null,
  notes: "",
  contacts: [],
  history: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

describe("the applications table", () => {
  const list = [
    application({
      company: "Northwind",
      role: "SRE",
      status: "interview",
      updatedAt: "2026-03-01T00:00:00.000Z",
    }),
    application({ company: "contoso", role: "Backend", status: "applied", notes: "Met at a meetup" }),
    application({
      company: "Adatum",
      role: "Data",
      status: "applied",
      nextStep: { title: "Call", date: "2026-02-02" },
    }),
  ];
  const names = (rows: Application[]) => rows.map((row) => row.company);

  it("searches company, role, location and notes, ignoring case", () => {
    const sort = { column: "company" as const, descending: false };
    expect(names(visibleApplications(list, { search: "MEETUP", status: "", sort }))).toEqual(["contoso"]);
    expect(names(visibleApplications(list, { search: "sre", status: "", sort }))).toEqual(["Northwind"]);
  });

  it("filters by status and sorts by a column either way", () => {
    expect(
      names(
        visibleApplications(list, {
          search: "",
          status: "applied",
          sort: { column: "company", descending: false },
        }),
      ),
    ).toEqual(["Adatum", "contoso"]);
    expect(
      names(
        visibleApplications(list, { search: "", status: "", sort: { column: "status", descending: true } }),
      ),
    ).toEqual(["Northwind", "contoso", "Adatum"]);
    // Applications without a next step come last.
    expect(
      names(
        visibleApplications(list, {
          search: "",
          status: "",
          sort: { column: "nextStep", descending: false },
        }),
      )[0],
    ).toBe("Adatum");
  });
});

describe("the application form", () => {
  it("turns what was typed into a valid body, a time making the next step an instant", () => {
    const values = {
      ...valuesOf(undefined),
      company: "Northwind",
      role: "SRE",
      currency: "eur",
      salaryMin: "50000",
      nextStepTitle: "Interview",
      nextStepDay: "2026-12-03",
      nextStepTime: "09:30",
      contacts: [{ key: "row-1", name: "Ada", role: "Recruiter", email: "ada@northwind.example", phone: "" }],
    };
    const body = CreateApplicationInputSchema.parse(inputOf(values));
    expect(body.salary).toEqual({ min: 50000, max: null, currency: "EUR", period: "year" });
    expect(body.nextStep?.date).toBe(new Date("2026-12-03T09:30").toISOString());
    expect(body.contacts).toEqual([
      { name: "Ada", role: "Recruiter", email: "ada@northwind.example", phone: "" },
    ]);
    // Read back into the form, the instant shows as the same local day and time.
    const back = valuesOf({ ...application({}), nextStep: body.nextStep });
    expect([back.nextStepDay, back.nextStepTime]).toEqual(["2026-12-03", "09:30"]);
  });

  it("keeps a whole day as a day, and sends a reason only when closed", () => {
    const values = {
      ...valuesOf(undefined),
      company: "A",
      role: "B",
      nextStepTitle: "Send",
      nextStepDay: "2026-12-24",
    };
    expect(inputOf({ ...values, closedReason: "rejected" })).toMatchObject({
      nextStep: { date: "2026-12-24" },
      closedReason: null,
    });
    expect(inputOf({ ...values, status: "closed", closedReason: "rejected" })).toMatchObject({
      closedReason: "rejected",
    });
  });
});

describe("the calendar", () => {
  it("lays a month out in whole weeks from Monday", () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid(2026, 2);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.day.getDate()).toBe(23);
    expect(weeks[0]?.[6]).toMatchObject({ inMonth: true });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7 && week[0]?.day.getDay() === 1)).toBe(true);
  });

  it("puts a whole-day step on its day and an instant on the browser's local day", () => {
    expect(eventDay("2026-12-24")).toBe("2026-12-24");
    const instant = new Date(2026, 11, 24, 23, 30);
    expect(eventDay(instant.toISOString())).toBe("2026-12-24");
  });
});

describe("the insights", () => {
  it("writes the numbers in the interface's language", () => {
    const insights = {
      total: 1234,
      perStatus: [],
      applied: 4,
      responded: 3,
      responseRate: 0.75,
      medianDaysToFirstResponse: 2.5,
      perResume: [],
    };
    expect(formatInsights(insights, "en-US")).toEqual({
      total: "1,234",
      responseRate: "75%",
      medianDays: "2.5 days",
    });
    expect(formatInsights(insights, "de-DE")).toEqual({
      total: "1.234",
      responseRate: "75\u00a0%",
      medianDays: "2,5 Tage",
    });
    expect(
      formatInsights({ ...insights, responseRate: null, medianDaysToFirstResponse: null }, "en-US"),
    ).toMatchObject({
      responseRate: "—",
      medianDays: "—",
    });
  });
});
