import { act, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyResumeData, type Resume, type ResumeData, sampleResumeData } from "@vitae/schema";
import jsonPatch, { type Operation } from "fast-json-patch";
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import type { UpdateResumeRequest } from "@/lib/update-resume";
import { jsonResponse, mockFetch } from "@/test/fetch-mock";
import { makeResume } from "@/test/make-resume";
import { BasicsSection } from "../components/left/basics-section";
import { SaveStatus as SaveStatusView, showHeldBackField } from "../components/save-status";
import { useAutosave, useHeldBackFields } from "../hooks/use-autosave";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../testing";
import { AUTOSAVE_DELAY_MS, type AutosaveOptions, createAutosave, retryDelay } from "./autosave";
import { type SaveStatus, useBuilderStore } from "./builder-store";
import { readDraft } from "./draft-storage";
import { useEditorTarget } from "./editor-target";

/** A save the test answers when it wants. */
type PendingSave = {
  request: UpdateResumeRequest;
  keepalive: boolean;
  resolve: (resume: Resume) => void;
  reject: (error: unknown) => void;
};

let saves: PendingSave[];
let statuses: SaveStatus[];
/** What the user sees: the name and the version (updatedAt) the store holds. */
let edited: { name: string; updatedAt: string };
let valid: boolean;
let events: AutosaveOptions;

const request = (): UpdateResumeRequest => ({
  id: "r1",
  title: "CV",
  slug: "cv",
  visibility: "private",
  updatedAt: edited.updatedAt,
  data: { ...emptyResumeData, basics: { ...emptyResumeData.basics, name: edited.name } },
});

const stored = (updatedAt: string, name = edited.name) =>
  makeResume({
    id: "r1",
    updatedAt,
    data: { ...emptyResumeData, basics: { ...emptyResumeData.basics, name } },
  });

function setup() {
  events = {
    read: request,
    save: (sent, { keepalive }) =>
      new Promise<Resume>((resolve, reject) => saves.push({ request: sent, keepalive, resolve, reject })),
    isValid: () => valid,
    onSaved: vi.fn((saved: Resume) => {
      edited.updatedAt = saved.updatedAt;
    }),
    onConflict: vi.fn(),
    onLocked: vi.fn(),
    onStatus: (status) => statuses.push(status),
  };
  return createAutosave(events);
}

/** Lets the promise callbacks of a settled save run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  saves = [];
  statuses = [];
  valid = true;
  edited = { name: "Ada", updatedAt: "2025-01-01T00:00:00.000Z" };
});

afterEach(() => {
  vi.useRealTimers();
});

describe("autosave", () => {
  it("saves 500 ms after the last edit, once for a burst of edits", () => {
    const autosave = setup();
    for (const name of ["G", "Gr", "Grace"]) {
      edited.name = name;
      autosave.schedule();
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    }
    expect(saves).toHaveLength(0);
    expect(statuses.at(-1)).toBe("pending");

    vi.advanceTimersByTime(1);

    expect(saves).toHaveLength(1);
    expect(saves[0]?.request.data.basics.name).toBe("Grace");
    expect(saves[0]?.keepalive).toBe(false);
    expect(statuses.at(-1)).toBe("saving");
  });

  it("keeps one request in flight and sends the newest state after it, on top of the new version", async () => {
    const autosave = setup();
    edited.name = "Grace";
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves).toHaveLength(1);

    for (const name of ["Grace H", "Grace Hopper"]) {
      edited.name = name;
      autosave.schedule();
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    }
    expect(saves).toHaveLength(1);

    saves[0]?.resolve(stored("2025-01-01T00:00:01.000Z", "Grace"));
    await settle();

    expect(saves).toHaveLength(2);
    expect(saves[1]?.request).toMatchObject({ updatedAt: "2025-01-01T00:00:01.000Z" });
    expect(saves[1]?.request.data.basics.name).toBe("Grace Hopper");

    saves[1]?.resolve(stored("2025-01-01T00:00:02.000Z"));
    await settle();
    expect(statuses.at(-1)).toBe("saved");
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it("on a conflict stops saving, reports the stored resume and keeps the edits until told to go on", async () => {
    const autosave = setup();
    edited.name = "Mine";
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    const theirs = stored("2025-02-01T00:00:00.000Z", "Theirs");
    saves[0]?.reject(
      new ApiError({ status: 409, code: "ResumeConflict", message: "changed", body: { resume: theirs } }),
    );
    await settle();

    expect(statuses.at(-1)).toBe("conflict");
    expect(events.onConflict).toHaveBeenCalledWith(theirs);
    expect(autosave.hasUnsavedChanges()).toBe(true);

    // Further edits wait too: nothing goes out while the user has not chosen.
    edited.name = "Mine, edited";
    autosave.schedule();
    autosave.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves).toHaveLength(1);

    // "Overwrite with my version": the same edits, on top of theirs.
    edited.updatedAt = theirs.updatedAt;
    autosave.retry();
    expect(saves).toHaveLength(2);
    expect(saves[1]?.request).toMatchObject({ updatedAt: theirs.updatedAt });
    expect(saves[1]?.request.data.basics.name).toBe("Mine, edited");
  });

  it("retries with growing waits while the network fails, then saves", async () => {
    const autosave = setup();
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);

    saves[0]?.reject(new TypeError("Failed to fetch"));
    await settle();
    expect(statuses.at(-1)).toBe("retrying");
    expect(autosave.hasUnsavedChanges()).toBe(true);

    await vi.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(2);

    saves[1]?.reject(new ApiError({ status: 503, code: null, message: "Service Unavailable" }));
    await settle();
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1);
    expect(saves).toHaveLength(2);
    expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));

    // An edit meanwhile does not jump the queue, and the retry takes it along.
    edited.name = "Offline edit";
    autosave.schedule();
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(3);
    expect(saves[2]?.request.data.basics.name).toBe("Offline edit");

    saves[2]?.resolve(stored("2025-01-01T00:00:05.000Z"));
    await settle();
    expect(statuses.at(-1)).toBe("saved");
  });

  it("stops at a lock and reports it, keeping the edits", async () => {
    const autosave = setup();
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    saves[0]?.reject(new ApiError({ status: 423, code: "ResumeLocked", message: "locked" }));
    await settle();

    expect(statuses.at(-1)).toBe("locked");
    expect(events.onLocked).toHaveBeenCalled();
    expect(autosave.hasUnsavedChanges()).toBe(true);
  });

  it("waits for an invalid field to be fixed instead of sending it", () => {
    const autosave = setup();
    valid = false;
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves).toHaveLength(0);
    expect(statuses.at(-1)).toBe("invalid");

    valid = true;
    autosave.schedule();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saves).toHaveLength(1);
  });

  it("flushes at once, with keepalive when the page goes away", () => {
    const autosave = setup();
    autosave.flush({ keepalive: true });
    expect(saves).toHaveLength(0);

    autosave.schedule();
    autosave.flush({ keepalive: true });
    expect(saves).toHaveLength(1);
    expect(saves[0]?.keepalive).toBe(true);
  });

  it("once detached, saves the state of that moment, not what the store shows next", async () => {
    const autosave = setup();
    edited.name = "Left behind";
    autosave.schedule();
    autosave.detach();
    autosave.flush();
    edited.name = "Another resume";
    expect(saves[0]?.request.data.basics.name).toBe("Left behind");

    saves[0]?.reject(new TypeError("Failed to fetch"));
    await settle();
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(saves[1]?.request.data.basics.name).toBe("Left behind");
    saves[1]?.resolve(stored("2025-01-01T00:00:09.000Z", "Left behind"));
    await expect(autosave.settled()).resolves.toBeUndefined();
  });
});

/**
 * A fake server for PATCH /api/resume/:id that stores what it is sent (a whole resume, or a JSON Patch on the
 * data it stored last), with a new version each time.
 */
function fakeServer() {
  const bodies: { data: ResumeData; updatedAt: string }[] = [];
  const fetch = mockFetch({
    [`PATCH /api/resume/${testResumeId}`]: (init) => {
      const sent = JSON.parse(String(init?.body)) as unknown;
      const body = Array.isArray(sent)
        ? {
            ...jsonPatch.applyPatch({ data: bodies.at(-1)?.data }, sent as Operation[], true, false)
              .newDocument,
            updatedAt: bodies.at(-1)?.updatedAt ?? "",
          }
        : (sent as { data: ResumeData; updatedAt: string });
      bodies.push(body as { data: ResumeData; updatedAt: string });
      const updatedAt = new Date(Date.UTC(2025, 1, 1, 0, 0, bodies.length)).toISOString();
      return jsonResponse(makeBuilderResume({ data: body.data, updatedAt }));
    },
  });
  return { fetch, bodies, last: () => bodies.at(-1)?.data };
}

const storedResume = makeBuilderResume();
const storedUrl = storedResume.data.basics.url.href;
const storedItemUrl = storedResume.data.sections.experience.items[0]?.url.href;

/** The builder's save session on the real store, as the builder route runs it. */
function startAutosave() {
  return renderHook(() =>
    useAutosave({ id: testResumeId, restored: false, stored: storedResume.data, onSaved: () => {} }),
  );
}

describe("autosave with a field the server would refuse", () => {
  beforeEach(() => {
    // The save session below runs on real timers against a fake fetch.
    vi.useRealTimers();
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("saves every other edit and sends the stored value for the refused one, which stays in the store", async () => {
    const server = fakeServer();
    renderWithResume(createElement(Fragment), storedResume);
    startAutosave();
    const { setValue } = useBuilderStore.getState();

    act(() => {
      setValue("basics.url.href", "quinn dot dev");
      setValue("basics.headline", "Staff engineer");
      setValue("sections.experience.items.0.url.href", "not a link");
      setValue("sections.experience.items.0.company", "Quillpay Ltd");
    });

    await waitFor(() => expect(useBuilderStore.getState().status).toBe("saved"));
    expect(server.bodies).toHaveLength(1);
    const sent = server.last();
    expect(sent?.basics.headline).toBe("Staff engineer");
    expect(sent?.basics.url.href).toBe(storedUrl);
    // Inside a list only the item's field goes back, not the item or the section.
    expect(sent?.sections.experience.items[0]?.company).toBe("Quillpay Ltd");
    expect(sent?.sections.experience.items[0]?.url.href).toBe(storedItemUrl);
    expect(sent?.sections.experience.items).toHaveLength(storedResume.data.sections.experience.items.length);

    // The typed values stay here, and on this device in case the tab closes.
    expect(editedData().basics.url.href).toBe("quinn dot dev");
    expect(editedData().sections.experience.items[0]?.url.href).toBe("not a link");
    expect(useHeldBackFields.getState().paths).toEqual([
      "basics.url.href",
      "sections.experience.items.0.url.href",
    ]);
    expect(readDraft(testResumeId)?.data.basics.url.href).toBe("quinn dot dev");
    // "Show" takes the user to the first of them; a list item's field opens that item's dialog.
    showHeldBackField("sections.experience.items.0.url.href");
    expect(useEditorTarget.getState().dialog).toEqual({
      section: "experience",
      itemId: "sample-experience-1",
    });
    // On top of the version just saved: restored after a reload, it saves without a conflict with itself.
    expect(readDraft(testResumeId)?.base).toBe(useBuilderStore.getState().resume?.updatedAt);
    expect(readDraft(testResumeId)?.base).not.toBe(storedResume.updatedAt);

    // Fixing them saves them, and the draft is no longer needed.
    act(() => {
      setValue("basics.url.href", "https://quinn.dev");
      setValue("sections.experience.items.0.url.href", "");
    });
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    await waitFor(() => expect(useBuilderStore.getState().status).toBe("saved"));
    expect(server.last()?.basics.url.href).toBe("https://quinn.dev");
    expect(server.last()?.sections.experience.items[0]?.url.href).toBe("");
    expect(useHeldBackFields.getState().paths).toEqual([]);
    expect(readDraft(testResumeId)).toBeNull();
  });

  it("leaves out a new item the server has never seen until it is valid, saving the rest", async () => {
    const server = fakeServer();
    renderWithResume(createElement(Fragment), storedResume);
    startAutosave();
    const [first] = sampleResumeData.sections.experience.items;
    if (!first) throw new Error("the sample has experience");

    act(() => {
      useBuilderStore.getState().update((data) => ({
        ...data,
        basics: { ...data.basics, name: "Quinn" },
        sections: {
          ...data.sections,
          experience: {
            ...data.sections.experience,
            items: [
              ...data.sections.experience.items,
              { ...first, id: "new-item", url: { label: "", href: "x" } },
            ],
          },
        },
      }));
    });

    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.last()?.basics.name).toBe("Quinn");
    expect(server.last()?.sections.experience.items.map((item) => item.id)).toEqual(
      storedResume.data.sections.experience.items.map((item) => item.id),
    );
    expect(editedData().sections.experience.items.at(-1)?.id).toBe("new-item");
    expect(useHeldBackFields.getState().paths).toEqual(["sections.experience.items.2.url.href"]);
  });

  it("shows the field's message and says what was saved; leaving the field adds https:// and saves it", async () => {
    const server = fakeServer();
    renderWithResume(
      createElement(Fragment, null, createElement(SaveStatusView), createElement(BasicsSection)),
      storedResume,
    );
    startAutosave();

    const website = screen.getByRole("textbox", { name: "Website URL" });
    await userEvent.clear(website);
    await userEvent.type(website, "quinn dot dev");

    expect(website).toHaveAccessibleDescription(/Enter a valid URL starting with https:\/\//);
    expect(website).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByText("Saved, except 1 field")).toBeInTheDocument());
    expect(server.last()?.basics.url.href).toBe(storedUrl);
    expect(website).toHaveValue("quinn dot dev");
    await userEvent.click(screen.getByRole("button", { name: "Show the field that needs fixing" }));
    expect(useEditorTarget.getState().focus).toMatchObject({ section: "basics" });

    // A bare domain: leaving the field makes it a link, which saves.
    await userEvent.clear(website);
    await userEvent.type(website, "quinn.dev");
    await userEvent.click(screen.getByRole("textbox", { name: "Headline" }));
    expect(website).toHaveValue("https://quinn.dev");
    expect(website).toHaveAttribute("aria-invalid", "false");
    await waitFor(() => expect(server.last()?.basics.url.href).toBe("https://quinn.dev"));
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
  });
});
