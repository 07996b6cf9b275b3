import { createLetterData, letterLookOf, sampleResumeData } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import { openArtboardDoor, parseArtboardEvent, parseArtboardMessage, postToArtboard } from "./protocol";

const withBasics = (basics: Record<string, unknown>) => ({
  ...sampleResumeData,
  basics: { ...sampleResumeData.basics, ...basics },
});

describe("parseArtboardMessage: vitae:resume", () => {
  it("takes a valid resume", () => {
    expect(parseArtboardMessage({ type: "vitae:resume", version: 1, data: sampleResumeData })).toEqual({
      type: "vitae:resume",
      version: 1,
      data: sampleResumeData,
    });
  });

  it("draws a resume whose texts hold what the server would refuse (a restored draft, a half-typed field)", () => {
    const typed = withBasics({ email: "ada@", url: { label: "", href: "quinn.dev" } });
    const items = sampleResumeData.sections.experience.items.map((item) => ({
      ...item,
      url: { ...item.url, href: "not a link" },
    }));
    const data = {
      ...typed,
      sections: { ...typed.sections, experience: { ...typed.sections.experience, items } },
    };
    const message = parseArtboardMessage({ type: "vitae:resume", version: 2, data });
    expect(message).toEqual({ type: "vitae:resume", version: 2, data });
  });

  it.each([
    ["a number for a text", withBasics({ name: 42 })],
    ["an object for a text", withBasics({ email: { at: "x" } })],
    ["a text for a link object", withBasics({ url: "https://quinn.dev" })],
    ["a part that is not an object", { ...sampleResumeData, metadata: "x" }],
    [
      "a list that is not one",
      { ...sampleResumeData, sections: { ...sampleResumeData.sections, experience: "x" } },
    ],
    ["nothing", null],
  ])("refuses a resume of the wrong shape: %s", (_, data) => {
    expect(parseArtboardMessage({ type: "vitae:resume", version: 1, data })).toBeNull();
  });

  it("refuses a resume without a version", () => {
    expect(parseArtboardMessage({ type: "vitae:resume", data: sampleResumeData })).toBeNull();
  });
});

describe("parseArtboardEvent: vitae:select", () => {
  it.each([
    [{ type: "vitae:select", section: "experience", itemId: "sample-experience-1" }],
    [{ type: "vitae:select", section: "experience" }],
    [{ type: "vitae:select", section: "custom.0194f7c2-7e1a-7000-8000-0000000000aa", itemId: "x1" }],
    [{ type: "vitae:select", section: "basics" }],
  ])("takes %j", (message) => {
    expect(parseArtboardEvent(message)).toEqual(message);
  });

  it.each([
    [{ type: "vitae:select" }],
    [{ type: "vitae:select", section: 3 }],
    [{ type: "vitae:select", section: "Experience" }],
    [{ type: "vitae:select", section: "custom." }],
    [{ type: "vitae:select", section: "experience", itemId: 7 }],
    [{ type: "vitae:select", section: "experience", itemId: "" }],
    [{ type: "vitae:select", section: "experience", itemId: "a b" }],
    [{ type: "vitae:select", section: "x".repeat(41) }],
    [{ type: "vitae:select", section: "experience", itemId: "x".repeat(201) }],
  ])("refuses %j", (message) => {
    expect(parseArtboardEvent(message)).toBeNull();
  });

  it("keeps nothing but the selection from a message", () => {
    expect(
      parseArtboardEvent({ type: "vitae:select", section: "skills", itemId: "s1", extra: "<script>" }),
    ).toEqual({ type: "vitae:select", section: "skills", itemId: "s1" });
  });
});

describe("postToArtboard", () => {
  const zoom = { type: "vitae:zoom", action: "in" } as const;
  const frameWith = (contentWindow: object) => ({ contentWindow }) as unknown as HTMLIFrameElement;

  it("hands the message over through the artboard's door when the frame has one", () => {
    const deliver = vi.fn();
    const postMessage = vi.fn();
    postToArtboard(frameWith({ vitaeArtboard: { deliver }, postMessage }), zoom);
    expect(deliver).toHaveBeenCalledWith(zoom);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("posts it, to this origin only, to a frame without a door or one it cannot read", () => {
    const postMessage = vi.fn();
    postToArtboard(frameWith({ postMessage }), zoom);
    const unreadable = {
      postMessage,
      get vitaeArtboard(): never {
        throw new DOMException("Blocked a frame from accessing a cross-origin frame.", "SecurityError");
      },
    };
    postToArtboard(frameWith(unreadable), zoom);
    expect(postMessage.mock.calls).toEqual([
      [zoom, window.location.origin],
      [zoom, window.location.origin],
    ]);
  });
});

describe("openArtboardDoor", () => {
  const door = () =>
    (window as unknown as { vitaeArtboard: { deliver: (message: unknown) => void } }).vitaeArtboard;

  it("gives the artboard a copy of what it is handed, and keeps a failure in the artboard", () => {
    const received: unknown[] = [];
    const close = openArtboardDoor((message) => {
      received.push(message);
      throw new Error("the preview failed to draw");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const message = { type: "vitae:zoom", action: "in" };

    expect(() => door().deliver(message)).not.toThrow();
    expect(received).toEqual([message]);
    expect(received[0]).not.toBe(message);
    expect(logged).toHaveBeenCalledWith(new Error("the preview failed to draw"));

    close();
    expect("vitaeArtboard" in window).toBe(false);
    logged.mockRestore();
  });
});

describe("parseArtboardMessage / parseArtboardEvent: measuring for a fitting", () => {
  const input = {
    sheetWidth: 793.7,
    sheetHeight: 1092.3,
    lineHeightPx: 21,
    // As themeVariables writes them: lengths converted from mm and pt keep every digit.
    variables: {
      "--vt-font-size": "12.000000000000002px",
      "--vt-line-height": "1.5",
      "--vt-margin": "37.79527559055118px",
      "--vt-spacing": "1",
    },
  };

  it("takes a measure request with page variables of plain numbers and lengths", () => {
    const message = { type: "vitae:measure", id: 3, input, fresh: true };
    expect(parseArtboardMessage(message)).toEqual(message);
    expect(parseArtboardMessage({ type: "vitae:measure-end" })).toEqual({ type: "vitae:measure-end" });
  });

  it.each([
    ["a variable outside the theme's", { ...input, variables: { color: "red" } }],
    ["a value that is not a number", { ...input, variables: { "--vt-margin": "url(https://x.test)" } }],
    ["a sheet of no size", { ...input, sheetWidth: 0 }],
    ["no variables", { ...input, variables: undefined }],
  ])("refuses %s", (_name, bad) => {
    expect(parseArtboardMessage({ type: "vitae:measure", id: 1, input: bad, fresh: false })).toBeNull();
  });

  it("takes a measurement back, and refuses one of the wrong shape", () => {
    const measurement = {
      pages: 2,
      sheets: [1000, 300],
      lineHeightPx: 21,
      sections: [{ id: "experience", name: "Experience", heightPx: 900 }],
    };
    expect(parseArtboardEvent({ type: "vitae:measured", id: 3, measurement })).toEqual({
      type: "vitae:measured",
      id: 3,
      measurement,
    });
    expect(
      parseArtboardEvent({ type: "vitae:measured", id: 3, measurement: { ...measurement, sheets: ["x"] } }),
    ).toBeNull();
    expect(
      parseArtboardEvent({
        type: "vitae:measured",
        id: 3,
        measurement: { ...measurement, sections: [{ id: 1 }] },
      }),
    ).toBeNull();
  });
});

describe("parseArtboardMessage / parseArtboardEvent: comment markers", () => {
  const commentId = "0194f7c2-7e1a-7000-8000-0000000000d1";

  it("takes markers beside items, the header or the summary", () => {
    const markers = [
      { itemId: "basics", commentId, count: 2 },
      { itemId: "sample-experience-1", commentId, count: 1 },
    ];
    expect(parseArtboardMessage({ type: "vitae:comment-markers", markers })).toEqual({
      type: "vitae:comment-markers",
      markers,
    });
    expect(parseArtboardMessage({ type: "vitae:comment-markers", markers: [] })).toEqual({
      type: "vitae:comment-markers",
      markers: [],
    });
  });

  it("refuses markers of the wrong shape: no count, a comment id that is not one, an item id with spaces", () => {
    for (const marker of [
      { itemId: "basics", commentId },
      { itemId: "basics", commentId: "<img src=x>", count: 1 },
      { itemId: "two words", commentId, count: 1 },
      { itemId: "basics", commentId, count: 0 },
    ]) {
      expect(parseArtboardMessage({ type: "vitae:comment-markers", markers: [marker] })).toBeNull();
    }
  });

  it("takes a pressed marker's comment back, nothing else", () => {
    expect(parseArtboardEvent({ type: "vitae:open-comment", commentId, extra: 1 })).toEqual({
      type: "vitae:open-comment",
      commentId,
    });
    expect(parseArtboardEvent({ type: "vitae:open-comment", commentId: "not-a-comment" })).toBeNull();
  });
});

describe("parseArtboardMessage: vitae:letter", () => {
  const letter = {
    data: { ...createLetterData(), subject: "Backend engineer" },
    look: letterLookOf(sampleResumeData),
  };

  it("takes a letter with its look, or without one (no linked resume)", () => {
    expect(parseArtboardMessage({ type: "vitae:letter", letter })).toEqual({ type: "vitae:letter", letter });
    const plain = { ...letter, look: null };
    expect(parseArtboardMessage({ type: "vitae:letter", letter: plain })).toEqual({
      type: "vitae:letter",
      letter: plain,
    });
  });

  it("refuses a letter of the wrong shape", () => {
    expect(
      parseArtboardMessage({ type: "vitae:letter", letter: { data: { body: 42 }, look: null } }),
    ).toBeNull();
    expect(parseArtboardMessage({ type: "vitae:letter" })).toBeNull();
  });
});
