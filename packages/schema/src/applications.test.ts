import { describe, expect, it } from "vitest";
import { CreateApplicationInputSchema, UpdateApplicationInputSchema } from "./applications.ts";

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("application schemas", () => {
  it("fill every left-out field with its default", () => {
    expect(CreateApplicationInputSchema.parse({ company: " Northwind ", role: "SRE" })).toEqual({
      company: "Northwind",
      role: "SRE",
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
    });
  });

  it("want a reason exactly when closed", () => {
    expect(
      paths(CreateApplicationInputSchema.safeParse({ company: "A", role: "B", status: "closed" })),
    ).toEqual(["closedReason"]);
    expect(
      paths(CreateApplicationInputSchema.safeParse({ company: "A", role: "B", closedReason: "rejected" })),
    ).toEqual(["closedReason"]);
    expect(
      CreateApplicationInputSchema.safeParse({
        company: "A",
        role: "B",
        status: "closed",
        closedReason: "accepted",
      }).success,
    ).toBe(true);
  });

  it("take a next step on a day or at an instant with its offset, and a salary range in order", () => {
    const next = (date: string) =>
      CreateApplicationInputSchema.safeParse({ company: "A", role: "B", nextStep: { title: "Call", date } })
        .success;
    expect([
      next("2026-12-03"),
      next("2026-12-03T09:30:00+01:00"),
      next("2026-02-30"),
      next("tomorrow"),
    ]).toEqual([true, true, false, false]);
    expect(
      paths(UpdateApplicationInputSchema.safeParse({ salary: { min: 90000, max: 70000, currency: "EUR" } })),
    ).toEqual(["salary.max"]);
    expect(paths(UpdateApplicationInputSchema.safeParse({ salary: { min: 1, currency: "eur" } }))).toEqual([
      "salary.currency",
    ]);
  });
});
