import { sampleResumeData } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeResume } from "@/test/make-resume";
import {
  builderHistory,
  COALESCE_WINDOW_MS,
  HISTORY_LIMIT,
  redo,
  undo,
  useBuilderStore,
} from "./builder-store";

const store = () => useBuilderStore.getState();
const name = () => store().data?.basics.name;

/** Edits one field per call, each far enough apart in time to be its own undo step. */
function editName(value: string) {
  vi.advanceTimersByTime(COALESCE_WINDOW_MS + 1);
  store().setValue("basics.name", value);
}

beforeEach(() => {
  vi.useFakeTimers();
  store().load(makeResume({ id: "r1", data: sampleResumeData }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the builder store", () => {
  it("sets a field by its path and keeps every other part of the resume as it was", () => {
    const before = store().data;
    store().setValue("metadata.page.format", "letter");
    expect(store().data?.metadata.page.format).toBe("letter");
    expect(store().data?.basics).toBe(before?.basics);
    expect(store().data?.sections).toBe(before?.sections);
  });

  it("undoes and redoes edits, and an edit after an undo drops the redo steps", () => {
    const original = name();
    editName("Grace Hopper");
    editName("Katherine Johnson");

    undo();
    expect(name()).toBe("Grace Hopper");
    undo();
    expect(name()).toBe(original);
    redo();
    expect(name()).toBe("Grace Hopper");

    editName("Margaret Hamilton");
    expect(builderHistory().futureStates).toHaveLength(0);
    redo();
    expect(name()).toBe("Margaret Hamilton");
  });

  it("keeps at most 100 undo steps, dropping the oldest", () => {
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) editName(`Name ${step}`);

    expect(builderHistory().pastStates).toHaveLength(HISTORY_LIMIT);
    builderHistory().undo(HISTORY_LIMIT);
    expect(name()).toBe("Name 20");
    undo();
    expect(name()).toBe("Name 20");
  });

  it("makes one undo step of quick edits to one field (typing a word)", () => {
    const original = name();
    vi.advanceTimersByTime(COALESCE_WINDOW_MS + 1);
    for (const value of ["G", "Gr", "Gra", "Grac", "Grace"]) {
      store().setValue("basics.name", value);
      vi.advanceTimersByTime(100);
    }
    store().setValue("basics.headline", "Rear admiral");

    undo();
    expect(name()).toBe("Grace");
    undo();
    expect(name()).toBe(original);
  });

  it("makes an edit after endEditBurst its own step, however soon (an AI revision after typing)", () => {
    vi.advanceTimersByTime(COALESCE_WINDOW_MS + 1);
    store().setValue("basics.name", "Ada");
    vi.advanceTimersByTime(100);
    store().endEditBurst();
    store().setValue("basics.name", "Ada Lovelace");
    undo();
    expect(name()).toBe("Ada");
  });

  it("starts every loaded resume with an empty history", () => {
    editName("Grace Hopper");
    expect(builderHistory().pastStates).not.toHaveLength(0);

    store().load(makeResume({ id: "r2" }));

    expect(builderHistory().pastStates).toHaveLength(0);
    expect(builderHistory().futureStates).toHaveLength(0);
    undo();
    expect(store().resume?.id).toBe("r2");
    expect(name()).toBe("");
  });

  it("does not count what the server says (a new updatedAt, a save status) as an undo step", () => {
    store().patchResume({ updatedAt: "2025-06-01T00:00:00.000Z" });
    store().setStatus("saving");
    expect(builderHistory().pastStates).toHaveLength(0);
  });

  it("refuses edits, undo and redo while the resume is locked", () => {
    editName("Grace Hopper");
    store().patchResume({ locked: true });

    store().setValue("basics.name", "Someone else");
    store().setVisibility("public");
    undo();

    expect(name()).toBe("Grace Hopper");
    expect(store().resume?.visibility).toBe("private");
  });
});

describe("update", () => {
  it("applies a recipe as one undo step and refuses a locked resume", () => {
    const before = store().data;
    store().update((data) => ({ ...data, metadata: { ...data.metadata, notes: "call back" } }));
    expect(store().data?.metadata.notes).toBe("call back");
    undo();
    expect(store().data).toBe(before);

    store().patchResume({ locked: true });
    store().update((data) => ({ ...data, metadata: { ...data.metadata, notes: "nope" } }));
    expect(store().data).toBe(before);
  });

  it("records nothing when the recipe returns the same data", () => {
    const steps = builderHistory().pastStates.length;
    store().update((data) => data);
    expect(builderHistory().pastStates.length).toBe(steps);
  });
});
