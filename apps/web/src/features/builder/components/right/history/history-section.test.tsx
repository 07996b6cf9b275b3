import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResumeVersionList, ResumeVersionSummary } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { undo } from "../../../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../../../testing";
import { HistorySection } from "./history-section";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

const base = `/api/resume/${testResumeId}/versions`;

const version = (overrides: Partial<ResumeVersionSummary>): ResumeVersionSummary => ({
  id: "0194f7c2-7e1a-7000-8000-0000000000a1",
  kind: "auto",
  name: null,
  title: "Software Engineer",
  savedAt: "2026-11-20T09:30:00.000Z",
  createdAt: "2026-11-20T09:33:00.000Z",
  changes: [],
  ...overrides,
});

const older = version({ id: "0194f7c2-7e1a-7000-8000-0000000000a1" });
const newer = version({
  id: "0194f7c2-7e1a-7000-8000-0000000000a2",
  kind: "import",
  savedAt: "2026-11-21T09:30:00.000Z",
  createdAt: "2026-11-21T09:30:00.000Z",
  changes: [
    {
      area: "section",
      section: "experience",
      name: "Experience",
      added: 0,
      removed: 0,
      edited: 2,
      settings: false,
    },
    { area: "section", section: "skills", name: "Skills", added: 1, removed: 0, edited: 0, settings: false },
    { area: "basics", added: 0, removed: 0, edited: 1, settings: false },
  ],
});
const named = version({
  id: "0194f7c2-7e1a-7000-8000-0000000000a3",
  kind: "named",
  name: "Sent to Acme",
  savedAt: "2026-11-22T09:30:00.000Z",
  createdAt: "2026-11-22T09:30:00.000Z",
});
const list: ResumeVersionList = {
  versions: [named, newer, older],
  currentChanges: [
    {
      area: "section",
      section: "summary",
      name: "Summary",
      added: 0,
      removed: 0,
      edited: 1,
      settings: false,
    },
  ],
};

describe("the history panel", () => {
  it("lists named versions first, each with what changed in words", async () => {
    mockFetch({ [`GET ${base}`]: () => jsonResponse(list) });
    renderWithResume(<HistorySection />);
    const namedGroup = await screen.findByRole("region", { name: "Named versions" });
    expect(within(namedGroup).getByText("Sent to Acme")).toBeInTheDocument();
    const earlier = screen.getByRole("region", { name: "Earlier versions" });
    const items = within(earlier).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Before an import");
    expect(items[0]).toHaveTextContent("Experience: 2 items edited · Skills: 1 item added · Basics edited");
    expect(items[1]).toHaveTextContent("Earliest version");
    expect(screen.getByText("Summary: text edited")).toBeInTheDocument();
  });

  it("saves the current content under a name, keeping what was typed when it fails", async () => {
    let fail = true;
    const fetch = mockFetch({
      [`GET ${base}`]: () => jsonResponse(list),
      [`POST ${base}`]: () =>
        fail ? errorResponse(500, "SomethingWentWrong", "The server is down") : jsonResponse(named, 201),
    });
    renderWithResume(<HistorySection />);
    await userEvent.click(await screen.findByRole("button", { name: "Save version…" }));
    const dialog = screen.getByRole("dialog", { name: "Save this version" });
    const field = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();

    await userEvent.type(field, "Sent to Acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The server is down")).toBeInTheDocument();
    expect(field).toHaveValue("Sent to Acme");

    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const posted = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ name: "Sent to Acme" });
    expect(requestLog(fetch).filter((request) => request === `GET ${base}`).length).toBeGreaterThan(1);
  });

  it("restores a version after asking, as one step that undo takes back", async () => {
    const resume = makeBuilderResume();
    const restoredData = { ...resume.data, basics: { ...resume.data.basics, headline: "From the past" } };
    const fetch = mockFetch({
      [`GET ${base}`]: () => jsonResponse(list),
      [`POST ${base}/${older.id}/restore`]: () =>
        jsonResponse({ ...resume, data: restoredData, updatedAt: "2026-11-24T10:00:00.000Z" }),
    });
    renderWithResume(<HistorySection />, resume);
    const before = editedData().basics.headline;
    const earlier = await screen.findByRole("region", { name: "Earlier versions" });
    const row = within(earlier).getAllByRole("listitem")[1] as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: /Actions for the version of/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Restore" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("The current content is kept as a version first");
    await userEvent.click(within(confirm).getByRole("button", { name: "Restore" }));

    await waitFor(() => expect(editedData().basics.headline).toBe("From the past"));
    expect(requestLog(fetch)).toContain(`POST ${base}/${older.id}/restore`);
    act(() => undo());
    expect(editedData().basics.headline).toBe(before);
  });

  it("deletes a named version after asking; automatic ones offer no delete", async () => {
    const fetch = mockFetch({
      [`GET ${base}`]: () => jsonResponse(list),
      [`DELETE ${base}/${named.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithResume(<HistorySection />);
    const earlier = await screen.findByRole("region", { name: "Earlier versions" });
    await userEvent.click(
      within(within(earlier).getAllByRole("listitem")[0] as HTMLElement).getByRole("button", {
        name: /Actions for the version of/,
      }),
    );
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    const namedRow = within(screen.getByRole("region", { name: "Named versions" })).getByRole("listitem");
    await userEvent.click(within(namedRow).getByRole("button", { name: /Actions for the version of/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete the version “Sent to Acme”?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(requestLog(fetch)).toContain(`DELETE ${base}/${named.id}`));
  });

  it("compares a version with the current resume: what changed since it, not what it changed itself", async () => {
    const resume = makeBuilderResume();
    const [, ...laterJobs] = resume.data.sections.experience.items;
    const past = {
      ...resume.data,
      basics: { ...resume.data.basics, headline: "Junior engineer" },
      sections: {
        ...resume.data.sections,
        experience: { ...resume.data.sections.experience, items: laterJobs },
      },
    };
    // The version's own change (from the one before it) is about Skills; the current resume's is not.
    const sentToAcme = {
      ...named,
      changes: [
        {
          area: "section",
          section: "skills",
          name: "Skills",
          added: 3,
          removed: 0,
          edited: 0,
          settings: false,
        },
      ] as ResumeVersionSummary["changes"],
    };
    mockFetch({
      [`GET ${base}`]: () => jsonResponse({ ...list, versions: [sentToAcme, newer, older] }),
      [`GET ${base}/${named.id}`]: () => jsonResponse({ ...sentToAcme, data: past }),
      [`GET ${base}/${older.id}`]: () => jsonResponse({ ...older, data: resume.data }),
    });
    renderWithResume(<HistorySection />, resume);

    const namedRow = within(await screen.findByRole("region", { name: "Named versions" })).getByRole(
      "listitem",
    );
    await userEvent.click(within(namedRow).getByRole("button", { name: "Compare" }));
    const dialog = await screen.findByRole("dialog", { name: "Compare with the current version" });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        "Since this version: Basics edited · Experience: 1 item added",
      ),
    );
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);

    const earlier = await screen.findByRole("region", { name: "Earlier versions" });
    const oldest = within(earlier).getAllByRole("listitem")[1] as HTMLElement;
    await userEvent.click(within(oldest).getByRole("button", { name: "Compare" }));
    const same = await screen.findByRole("dialog", { name: "Compare with the current version" });
    await waitFor(() =>
      expect(same).toHaveAccessibleDescription("The current version is the same as this one."),
    );
  });
});
