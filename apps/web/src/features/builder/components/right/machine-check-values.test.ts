import { describe, expect, it } from "vitest";
import { machineCheckValues } from "./machine-check-values";

describe("machineCheckValues", () => {
  it("names the script and the share of its words in the interface language", () => {
    const check = { id: "scriptText", passed: false, details: ["Deva", "51"] } as const;
    expect(machineCheckValues({ ...check, details: [...check.details] }, "en-US")).toMatchObject({
      script: "Devanagari",
      percent: "51%",
    });
    expect(machineCheckValues({ ...check, details: ["Arab", "40"] }, "de-DE")).toMatchObject({
      script: "Arabisch",
      percent: "40\u00a0%",
    });
  });

  it("lists the sidebar sections read first, and quotes the repeated line", () => {
    expect(
      machineCheckValues({ id: "readingOrder", passed: false, details: ["Profiles", "Skills"] }, "en-US")
        .items,
    ).toBe("Profiles and Skills");
    expect(
      machineCheckValues({ id: "pageFurniture", passed: false, details: ["Page 1 of 2"] }, "en-US").items,
    ).toBe("Page 1 of 2");
  });

  it("keeps the page count, years and size of the other checks", () => {
    expect(machineCheckValues({ id: "length", passed: false, details: ["3", "4"] }, "en-US")).toMatchObject({
      pages: "3",
      years: "4",
    });
    expect(machineCheckValues({ id: "fileSize", passed: false, details: ["2097152"] }, "en-US").size).toBe(
      "2 MB",
    );
  });
});
