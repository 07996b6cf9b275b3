import { createSampleResumeData, type ResumeData } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import { type ArtboardMessage, parseArtboardMessage } from "./protocol";
import { createResumeFeed, createResumeReceiver } from "./resume-delivery";

type ResumeMessage = Extract<ArtboardMessage, { type: "vitae:resume" | "vitae:resume-changes" }>;

const withName = (data: ResumeData, name: string): ResumeData => ({
  ...data,
  basics: { ...data.basics, name },
});

const withCompany = (data: ResumeData, company: string): ResumeData => {
  const [first, ...rest] = data.sections.experience.items;
  if (!first) throw new Error("the sample has experience");
  const experience = { ...data.sections.experience, items: [{ ...first, company }, ...rest] };
  return { ...data, sections: { ...data.sections, experience } };
};

/**
 * A parent's feed and an artboard's receiver joined as the browser joins them: each message structured-cloned
 * and validated by the artboard; `drop` loses the next message on the way, and the receiver's requests for the
 * whole resume reach the feed.
 */
function connect() {
  const sent: ResumeMessage[] = [];
  let dropNext = false;
  let drawn: ResumeData | null = null;
  let latest: ResumeData | null = null;
  const asks = vi.fn(() => {
    if (latest) feed.sendWhole(latest);
  });
  const receiver = createResumeReceiver(asks);
  const feed = createResumeFeed((message) => {
    sent.push(message);
    if (dropNext) {
      dropNext = false;
      return;
    }
    const parsed = parseArtboardMessage(structuredClone(message));
    if (parsed?.type === "vitae:resume" || parsed?.type === "vitae:resume-changes")
      drawn = receiver.receive(parsed) ?? drawn;
  });
  return {
    sent,
    asks,
    drawn: () => drawn,
    ready: (data: ResumeData) => {
      latest = data;
      feed.sendWhole(data);
    },
    edit: (data: ResumeData) => {
      latest = data;
      feed.send(data);
    },
    drop: () => {
      dropNext = true;
    },
    receiver,
  };
}

describe("the resume's delivery to a framed artboard", () => {
  it("sends nothing before the artboard asks, the resume whole when it does, then only what changed", () => {
    const line = connect();
    const first = createSampleResumeData();
    line.edit(first);
    expect(line.sent).toEqual([]);

    line.ready(first);
    const renamed = withName(first, "Grace Hopper");
    line.edit(renamed);
    line.edit(renamed);

    expect(line.sent).toEqual([
      { type: "vitae:resume", version: 1, data: first },
      {
        type: "vitae:resume-changes",
        base: 1,
        version: 2,
        changes: [{ path: ["basics", "name"], value: "Grace Hopper" }],
      },
    ]);
    expect(line.drawn()).toEqual(renamed);
  });

  it("keeps what did not change, so the artboard's memoised work survives a change", () => {
    const line = connect();
    const first = createSampleResumeData();
    line.ready(first);
    const before = line.drawn();
    line.edit(withCompany(first, "Initech"));
    expect(line.drawn()?.sections.experience.items[0]?.company).toBe("Initech");
    expect(line.drawn()?.basics).toBe(before?.basics);
    expect(line.drawn()?.metadata).toBe(before?.metadata);
  });

  it("gets back in step after a lost message: the next change asks for the whole resume, once", () => {
    const line = connect();
    const first = createSampleResumeData();
    line.ready(first);

    line.drop();
    line.edit(withName(first, "Lost"));
    expect(line.drawn()?.basics.name).toBe(first.basics.name);
    expect(line.asks).not.toHaveBeenCalled();

    const latest = withCompany(withName(first, "Lost"), "Initech");
    line.edit(latest);
    expect(line.asks).toHaveBeenCalledTimes(1);
    expect(line.sent.at(-1)).toMatchObject({ type: "vitae:resume", version: 4 });
    expect(line.drawn()).toEqual(latest);

    const after = withName(latest, "In step");
    line.edit(after);
    expect(line.sent.at(-1)).toMatchObject({ type: "vitae:resume-changes", base: 4, version: 5 });
    expect(line.drawn()).toEqual(after);
  });

  it("asks once while it waits for the whole resume, however many changes arrive out of step", () => {
    const askForWhole = vi.fn();
    const receiver = createResumeReceiver(askForWhole);
    const data = createSampleResumeData();
    receiver.receive({ type: "vitae:resume", version: 1, data });
    const outOfStep = (base: number): ResumeMessage => ({
      type: "vitae:resume-changes",
      base,
      version: base + 1,
      changes: [{ path: ["basics", "name"], value: `v${base}` }],
    });
    expect(receiver.receive(outOfStep(2))).toBeNull();
    expect(receiver.receive(outOfStep(3))).toBeNull();
    expect(askForWhole).toHaveBeenCalledTimes(1);
    expect(receiver.receive({ type: "vitae:resume", version: 4, data })).toEqual(data);
    expect(receiver.receive(outOfStep(6))).toBeNull();
    expect(askForWhole).toHaveBeenCalledTimes(2);
  });

  it("leaves the drawn resume as it was when a change is broken, and asks for the whole resume", () => {
    const askForWhole = vi.fn();
    const receiver = createResumeReceiver(askForWhole);
    const data = createSampleResumeData();
    const drawn = receiver.receive({ type: "vitae:resume", version: 1, data });
    const copy = structuredClone(drawn);

    const broken: ResumeMessage = {
      type: "vitae:resume-changes",
      base: 1,
      version: 2,
      changes: [
        { path: ["basics", "headline"], value: "fine on its own" },
        { path: ["sections", "experience", "items"], value: [{ id: 7, company: null }] },
      ],
    };
    expect(receiver.receive(broken)).toBeNull();
    expect(drawn).toEqual(copy);
    expect(askForWhole).toHaveBeenCalledTimes(1);

    // Still on version 1: a good change on it is made as usual.
    const good: ResumeMessage = {
      type: "vitae:resume-changes",
      base: 1,
      version: 2,
      changes: [{ path: ["basics", "headline"], value: "Engineer" }],
    };
    expect(receiver.receive(good)?.basics.headline).toBe("Engineer");
  });

  it("draws a change holding what the server would refuse, as it draws a whole resume holding it", () => {
    const receiver = createResumeReceiver(() => {});
    receiver.receive({ type: "vitae:resume", version: 1, data: createSampleResumeData() });
    const drawn = receiver.receive({
      type: "vitae:resume-changes",
      base: 1,
      version: 2,
      changes: [
        { path: ["basics", "email"], value: "ada@" },
        { path: ["basics", "url", "href"], value: "quinn.dev" },
      ],
    });
    expect(drawn?.basics).toMatchObject({ email: "ada@", url: { href: "quinn.dev" } });
  });
});

describe("parseArtboardMessage: vitae:resume-changes", () => {
  it("takes changes by path, with a value or a removal", () => {
    const message = {
      type: "vitae:resume-changes",
      base: 3,
      version: 4,
      changes: [
        { path: ["basics", "name"], value: "Ada" },
        { path: ["sections", "custom", "talks"], removed: true },
      ],
    };
    expect(parseArtboardMessage(message)).toEqual(message);
  });

  it.each([
    ["no version", { base: 1, changes: [] }],
    ["a negative base", { base: -1, version: 0, changes: [] }],
    ["a fractional version", { base: 1, version: 1.5, changes: [] }],
    ["changes that are not a list", { base: 1, version: 2, changes: {} }],
    [
      "a path that is not a list of keys",
      { base: 1, version: 2, changes: [{ path: "basics.name", value: "x" }] },
    ],
    ["a change with neither value nor removal", { base: 1, version: 2, changes: [{ path: ["basics"] }] }],
  ])("refuses a message with %s", (_name, fields) => {
    expect(parseArtboardMessage({ type: "vitae:resume-changes", ...fields })).toBeNull();
  });
});
