import { TemplateAvailabilitySchema, templateIds } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let test: TestApp | undefined;

afterEach(async () => {
  await test?.close();
  test = undefined;
});

const availability = async (env: Record<string, string>) => {
  test = await createTestApp({ env });
  const response = await test.app.inject({ method: "GET", url: "/api/resume/templates" });
  expect(response.statusCode).toBe(200);
  return TemplateAvailabilitySchema.parse(response.json());
};

describe("GET /api/resume/templates", () => {
  it("offers every template, in catalogue order, by default", async () => {
    expect(await availability({})).toEqual({ policy: "all", selectable: [...templateIds] });
  });

  it("offers only the house template (the second of the list) under TEMPLATE_POLICY=institution", async () => {
    expect(await availability({ TEMPLATE_POLICY: "institution" })).toEqual({
      policy: "institution",
      selectable: ["vitae"],
    });
  });
});
