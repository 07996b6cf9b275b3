import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createLetterData, type Letter, type LetterSummary } from "@vitae/schema";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { paths, routePatterns } from "@/lib/paths";
import { createQueryClient } from "@/lib/query-client";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { makeResume } from "@/test/make-resume";
import { useResumeDialogs } from "../store/resume-dialogs";
import { DocumentTabs } from "./document-tabs";
import { LettersView } from "./letters-view";
import { TrashView } from "./trash-view";

const resume = makeResume({ id: "0194f7c2-7e1a-7000-8000-00000000a001", title: "Backend CV" });
const summary = (overrides: Partial<LetterSummary>): LetterSummary => ({
  id: "l1",
  title: "Acme letter",
  resumeId: null,
  locked: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
  ...overrides,
});
const linked = summary({ id: "l1", title: "Acme letter", resumeId: resume.id });
const locked = summary({
  id: "l2",
  title: "Globex letter",
  locked: true,
  updatedAt: "2025-01-01T00:00:00.000Z",
});
const letterOf = (from: LetterSummary): Letter => ({
  ...from,
  data: createLetterData(),
  look: null,
  userId: "u1",
});

/** Renders `ui` at `path` (the letters or the trash) with a fresh query client; the letter builder is a marker. */
function renderAt(path: string, ui = <LettersView above={<DocumentTabs />} />) {
  const router = createMemoryRouter(
    [
      { path: paths.letters, element: ui },
      { path: paths.trash, element: ui },
      { path: paths.resumes, element: <p>Resumes page</p> },
      { path: routePatterns.letterBuilder, element: <p>Letter builder page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

const openMenuOf = async (title: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${title}` }));
  return screen.findByRole("menu");
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toastStore.dismiss();
    useResumeDialogs.getState().close();
  });
});

describe("cover letters page", () => {
  it("sits beside the resumes as its own tab, lists the letters with the resume each goes with", async () => {
    mockFetch({
      "GET /api/letter": () => jsonResponse([linked, locked]),
      "GET /api/resume": () => jsonResponse([resume]),
    });
    renderAt(paths.letters);

    const tabs = screen.getByRole("navigation", { name: "Documents" });
    expect(within(tabs).getByRole("link", { name: "Cover letters" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Resumes" })).toHaveAttribute("href", paths.resumes);
    expect(screen.getByRole("heading", { level: 1, name: "Cover letters" })).toBeInTheDocument();

    const list = screen.getByRole("list", { name: "Your cover letters" });
    expect(within(list).getByRole("button", { name: /Write a cover letter/ })).toBeInTheDocument();
    const acme = (await within(list).findByRole("link", { name: "Acme letter" })).closest("article");
    expect(acme).not.toBeNull();
    await waitFor(() => expect(within(acme as HTMLElement).getByText("For Backend CV")).toBeInTheDocument());
    expect(within(acme as HTMLElement).getByRole("link", { name: "Acme letter" })).toHaveAttribute(
      "href",
      paths.letterBuilder("l1"),
    );
    const globex = screen.getByRole("link", { name: "Globex letter" }).closest("article");
    expect(within(globex as HTMLElement).getByText("Locked")).toBeInTheDocument();
  });

  it("creates a letter linked to the chosen resume and opens it in the letter builder", async () => {
    const created = letterOf(summary({ id: "l9", title: "Initech letter", resumeId: resume.id }));
    const fetch = mockFetch({
      "GET /api/letter": () => jsonResponse([]),
      "GET /api/resume": () => jsonResponse([resume]),
      "POST /api/letter": () => jsonResponse(created, 201),
    });
    const { router } = renderAt(paths.letters);

    await userEvent.click(await screen.findByRole("button", { name: "Write your first letter" }));
    const dialog = await screen.findByRole("dialog", { name: "New cover letter" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "Initech letter");
    const picker = within(dialog).getByRole("combobox", { name: "Resume" });
    await waitFor(() =>
      expect(within(picker).getByRole("option", { name: "Backend CV" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(picker, "Backend CV");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.letterBuilder("l9")));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ title: "Initech letter", resumeId: resume.id });
  });

  it("renames with a JSON Patch on the listed version, locks after asking, and moves a letter to the trash", async () => {
    const fetch = mockFetch({
      "GET /api/letter": () => jsonResponse([linked]),
      "GET /api/resume": () => jsonResponse([resume]),
      "PATCH /api/letter/l1": () => jsonResponse(letterOf({ ...linked, title: "Acme, renamed" })),
      "PATCH /api/letter/l1/lock": () => jsonResponse(letterOf({ ...linked, locked: true })),
      "DELETE /api/letter/l1": () => jsonResponse(letterOf(linked)),
      "GET /api/letter/trash": () => jsonResponse([]),
    });
    renderAt(paths.letters);

    await userEvent.click(within(await openMenuOf("Acme letter")).getByRole("menuitem", { name: "Rename" }));
    const rename = await screen.findByRole("dialog", { name: "Rename cover letter" });
    const title = within(rename).getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Acme, renamed");
    await userEvent.click(within(rename).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(requestLog(fetch)).toContain("PATCH /api/letter/l1"));
    const patch = fetch.mock.calls.find(
      ([input, init]) => init?.method === "PATCH" && String(input).endsWith("/l1"),
    );
    const headers = new Headers(patch?.[1]?.headers);
    expect(headers.get("Content-Type")).toContain("json-patch");
    expect(headers.get("If-Match")).toBe(`"${linked.updatedAt}"`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual([
      { op: "replace", path: "/title", value: "Acme, renamed" },
    ]);

    await userEvent.click(within(await openMenuOf("Acme letter")).getByRole("menuitem", { name: "Lock" }));
    const lock = await screen.findByRole("alertdialog", { name: "Lock “Acme letter”?" });
    expect(lock).toHaveTextContent("Locked letters cannot be edited");
    await userEvent.click(within(lock).getByRole("button", { name: "Lock" }));
    await waitFor(() => expect(requestLog(fetch)).toContain("PATCH /api/letter/l1/lock"));

    await userEvent.click(within(await openMenuOf("Acme letter")).getByRole("menuitem", { name: "Delete" }));
    const remove = await screen.findByRole("alertdialog", { name: "Delete “Acme letter”?" });
    expect(requestLog(fetch)).not.toContain("DELETE /api/letter/l1");
    await userEvent.click(within(remove).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(requestLog(fetch)).toContain("DELETE /api/letter/l1"));
  });
});

describe("trash", () => {
  it("lists deleted letters under the resumes and restores one", async () => {
    const trashed = {
      id: "l3",
      title: "Old letter",
      updatedAt: "2025-01-01T00:00:00.000Z",
      deletedAt: "2025-01-03T00:00:00.000Z",
      purgeAt: "2025-02-02T00:00:00.000Z",
    };
    let inTrash = [trashed];
    const fetch = mockFetch({
      "GET /api/resume/trash": () => jsonResponse([]),
      "GET /api/letter/trash": () => jsonResponse(inTrash),
      "POST /api/letter/trash/l3/restore": () => {
        inTrash = [];
        return jsonResponse(letterOf(summary({ id: "l3", title: "Old letter" })));
      },
      "GET /api/letter": () => jsonResponse([]),
    });
    renderAt(paths.trash, <TrashView />);

    const list = await screen.findByRole("list", { name: "Deleted cover letters" });
    expect(screen.getByRole("heading", { name: "Cover letters" })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(requestLog(fetch)).toContain("POST /api/letter/trash/l3/restore"));
    expect(await screen.findByText("“Old letter” is back in your cover letters.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("list", { name: "Deleted cover letters" })).not.toBeInTheDocument(),
    );
  });
});
