import { sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { overrideLabel } from "./override-label";

const t = i18n.t.bind(i18n);

describe("what an override changes, in words", () => {
  it("names basics fields as their form labels them, custom fields and links included", () => {
    expect(overrideLabel("basics.headline", sampleResumeData, t)).toBe("Basics › Headline");
    expect(overrideLabel("basics.url.href", sampleResumeData, t)).toBe("Basics › Website URL");
    expect(overrideLabel("basics.customFields.f1.value", sampleResumeData, t)).toBe(
      "Basics › Custom fields › Value",
    );
  });
});
