import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";

const serverDir = fileURLToPath(new URL("../../", import.meta.url));

let test: TestApp;

beforeAll(async () => {
  // The document names the server by its PUBLIC_URL, as a deployment publishes it.
  test = await createTestApp({ env: { PUBLIC_URL: "https://cv.vitae.test" } });
});

afterAll(async () => {
  await test?.close();
});

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning beyond the exceptions .redocly.lint-ignore.yaml justifies", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).body;
    const config = await loadConfig({ configPath: join(serverDir, "redocly.yaml") });
    // Named as the ignore file names it, as if saved beside redocly.yaml.
    const problems = await lintFromString({
      source: document,
      absoluteRef: join(serverDir, "openapi.json"),
      config,
    });
    const reported = problems
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
      );
    expect(reported).toEqual([]);
    // The exceptions still apply to something, each to one problem: one left over would hide nothing and should go.
    const ignoreFile = await readFile(join(serverDir, ".redocly.lint-ignore.yaml"), "utf8");
    const exceptions = ignoreFile.split("\n").filter((line) => /^\s+- '#\//.test(line)).length;
    expect(problems.filter((problem) => problem.ignored).map((problem) => problem.ruleId)).toEqual(
      Array(exceptions).fill("no-ambiguous-paths"),
    );
  });
});
