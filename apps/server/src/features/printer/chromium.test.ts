import { chromiumExecutable, headlessChromiumArgs } from "@vitae/chromium";
import { describe, expect, it } from "vitest";
import { chromiumArgs, chromiumCandidates, resolveBrowserSource } from "./chromium.ts";

describe("the Chromium flags shared by the printer, e2e, the gallery and the benchmarks", () => {
  it("gives the printer the headless flags plus a resolver that reaches no host", () => {
    expect(chromiumArgs.slice(0, headlessChromiumArgs.length)).toEqual([...headlessChromiumArgs]);
    expect(chromiumArgs).toContain("--host-resolver-rules=MAP * ~NOTFOUND");
    expect(headlessChromiumArgs).toEqual(expect.arrayContaining(["--headless", "--no-sandbox"]));
    expect(headlessChromiumArgs.some((arg) => arg.startsWith("--host-resolver-rules"))).toBe(false);
  });

  it("lets tools honour CHROME_PATH, else take the browser the printer would find", () => {
    expect(chromiumExecutable({ CHROME_PATH: "/opt/custom/chrome" })).toBe("/opt/custom/chrome");
    const printerChoice = resolveBrowserSource({ chromePath: undefined, chromeWsEndpoint: undefined });
    const toolChoice = chromiumExecutable({});
    if (printerChoice.kind === "launch") expect(toolChoice).toBe(printerChoice.executablePath);
    else expect(toolChoice).toBeUndefined();
    expect(chromiumCandidates).toContain("/usr/bin/chromium");
  });
});
