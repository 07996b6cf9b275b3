import { describe, expect, it } from "vitest";
import { createResumeEvents, type ResumeSaved } from "./resume-events.ts";

const saved: ResumeSaved = { resumeId: "r1", userId: "u1" };

describe("resume events", () => {
  it("tells every listener of a save until it stops listening", () => {
    const events = createResumeEvents();
    const heard: string[] = [];
    const stopFirst = events.onSaved((event) => heard.push(`first:${event.resumeId}`));
    events.onSaved((event) => heard.push(`second:${event.resumeId}`));
    events.saved(saved);
    stopFirst();
    events.saved({ ...saved, resumeId: "r2" });
    expect(heard).toEqual(["first:r1", "second:r1", "second:r2"]);
  });

  it("reports a listener that throws and still tells the others", () => {
    const errors: unknown[] = [];
    const events = createResumeEvents((error) => errors.push(error));
    const heard: ResumeSaved[] = [];
    events.onSaved(() => {
      throw new Error("listener broke");
    });
    events.onSaved((event) => heard.push(event));
    expect(() => events.saved(saved)).not.toThrow();
    expect(heard).toEqual([saved]);
    expect(errors).toEqual([new Error("listener broke")]);
  });
});
