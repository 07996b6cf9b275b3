import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyResumeData, type Resume, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { resumeKeys } from "../api/query-keys";
import { RESUMES_LAYOUT_STORAGE_KEY } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { makeResume, renderWithApp } from "../testing";
import { ResumesView } from "./resumes-view";

const older = makeResume({ id: "a", title: "Older", updatedAt: "2025-01-01T10:00:00.000Z" });
const newest = makeResume({ id: "b", title: "Newest", updatedAt: "2025-03-01T10:00:00.000Z" });
const middle = makeResume({ id: "c", title: "Middle", updatedAt: "2025-02-01T10:00:00.000Z", locked: true });

/** Resume titles in the order the page shows them (also while a dialog hides the page from the a11y tree). */
const shownTitles = () =>
  within(screen.getByRole("list", { name: "Your resumes", hidden: true }))
    .queryAllByRole("heading", { level: 2, hidden: true })
    .map((heading) => heading.textContent);

const openMenuOf = async (title: string) => {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${title}` }));
  return screen.findByRole("menu");
};

/** A response the test releases when it wants, to look at the page while a request is in flight. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toastStore.dismiss();
    useResumeDialogs.getState().close();
  });
});

describe("resumes page", () => {
  it("shows four placeholders while loading, then the resumes newest change first", async () => {
    const list = deferred();
    mockFetch({ "GET /api/resume": () => list.promise });
    renderWithApp(<ResumesView />);

    const region = screen.getByRole("list", { name: "Your resumes" });
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your resumes…");
    expect(within(region).getAllByRole("listitem", { hidden: true })).toHaveLength(2 + 4);

    act(() => list.resolve(jsonResponse([older, newest, middle])));

    await waitFor(() => expect(shownTitles()).toEqual(["Newest", "Middle", "Older"]));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("leads with the create and import tiles, and marks a locked resume", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([middle]) });
    renderWithApp(<ResumesView />);

    const items = within(screen.getByRole("list", { name: "Your resumes" })).getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByRole("button")).toHaveAccessibleName(/Create a new resume/);
    expect(within(items[1] as HTMLElement).getByRole("button")).toHaveAccessibleName(
      /Import an existing resume/,
    );
    const tile = await screen.findByRole("article");
    expect(within(tile).getByText("Locked")).toBeInTheDocument();
    expect(within(tile).getByRole("link", { name: "Middle" })).toHaveAttribute("href", "/builder/c");
    expect(within(tile).getByText(/^Last updated /)).toBeInTheDocument();
  });

  it("shows an empty state that opens the create dialog", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([]) });
    renderWithApp(<ResumesView />);

    await userEvent.click(await screen.findByRole("button", { name: "Create your first resume" }));

    expect(screen.getByRole("dialog", { name: "Create a new resume" })).toBeInTheDocument();
  });

  it("remembers the grid or list choice", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([newest]) });
    const first = renderWithApp(<ResumesView />);
    expect(screen.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("button", { name: "List" }));

    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem(RESUMES_LAYOUT_STORAGE_KEY)).toBe("list");
    first.unmount();

    renderWithApp(<ResumesView />);
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "false");
  });

  it("opens the create dialog with Ctrl+N and the import dialog with Ctrl+I, but not while typing", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([]) });
    renderWithApp(<ResumesView />);

    const event = new KeyboardEvent("keydown", { key: "n", ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const dialog = screen.getByRole("dialog", { name: "Create a new resume" });

    // Inside the dialog the shortcuts are off: Ctrl+I in the title field does not swap dialogs.
    fireEvent.keyDown(within(dialog).getByRole("textbox", { name: "Title" }), { key: "i", ctrlKey: true });
    expect(screen.getByRole("dialog", { name: "Create a new resume" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await userEvent.keyboard("{Meta>}i{/Meta}");
    expect(await screen.findByRole("dialog", { name: "Import a resume" })).toHaveTextContent(/Import from/);
  });

  it("ignores the shortcuts in a text field outside dialogs", () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([]) });
    renderWithApp(
      <>
        <input aria-label="Search" />
        <ResumesView />
      </>,
    );

    fireEvent.keyDown(screen.getByRole("textbox", { name: "Search" }), { key: "n", ctrlKey: true });

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens a created resume in the builder, with it in the list for the way back", async () => {
    const created = makeResume({ id: "n", title: "Fresh", updatedAt: "2025-04-01T00:00:00.000Z" });
    mockFetch({
      "GET /api/resume": () => jsonResponse([older]),
      "POST /api/resume": () => jsonResponse(created, 201),
    });
    const { router, queryClient } = renderWithApp(<ResumesView />);
    await screen.findByRole("link", { name: "Older" });

    await userEvent.click(screen.getByRole("button", { name: /Create a new resume/ }));
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Fresh");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Builder page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/builder/n");
    expect(queryClient.getQueryData<Resume[]>(resumeKeys.list)?.map((resume) => resume.title)).toEqual([
      "Fresh",
      "Older",
    ]);
  });

  it("draws a stand-in page for a resume with nothing to print, instead of asking for a blank thumbnail", async () => {
    const blank = makeResume({ id: "e", title: "Empty", data: emptyResumeData });
    const sample = makeResume({ id: "s", title: "Sample", data: sampleResumeData });
    const fetch = mockFetch({
      "GET /api/resume": () => jsonResponse([blank, sample]),
      "GET /api/resume/print/s/preview": () => jsonResponse({ url: "/api/resume/print/file?token=t" }),
    });
    renderWithApp(<ResumesView />);
    await screen.findByRole("link", { name: "Empty" });

    await waitFor(() => expect(requestLog(fetch)).toContain("GET /api/resume/print/s/preview"));
    expect(requestLog(fetch)).not.toContain("GET /api/resume/print/e/preview");
    const tile = (title: string) =>
      screen.getByRole("link", { name: title }).closest("article") as HTMLElement;
    await waitFor(() => expect(tile("Sample").querySelector("img")).not.toBeNull());
    expect(tile("Empty").querySelector("img")).toBeNull();
    expect(within(tile("Empty")).getAllByText("Empty")).toHaveLength(2);
  });

  it("renames optimistically and rolls back when the server refuses", async () => {
    const patch = deferred();
    const fetch = mockFetch({
      "GET /api/resume": () => jsonResponse([newest, older]),
      "PATCH /api/resume/a": () => patch.promise,
    });
    renderWithApp(<ResumesView />);

    const menu = await openMenuOf("Older");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Rename" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Renamed");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    // The list shows the new title while the request is in flight…
    await waitFor(() => expect(shownTitles()).toEqual(["Newest", "Renamed"]));
    const sent = JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === "PATCH")?.[1]?.body));
    expect(sent).toEqual({
      title: "Renamed",
      slug: "renamed",
      visibility: "private",
      data: older.data,
      updatedAt: older.updatedAt,
    });

    // …and the old one again once the server says no, with the code's toast.
    act(() => patch.resolve(errorResponse(409, "ResumeConflict")));
    await waitFor(() => expect(shownTitles()).toEqual(["Newest", "Older"]));
    expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "Resume changed elsewhere" })]);
  });

  it("takes the server's answer after a rename, moving the resume to the top", async () => {
    const saved: Resume = {
      ...older,
      title: "Renamed",
      slug: "renamed",
      updatedAt: "2025-05-01T00:00:00.000Z",
    };
    mockFetch({
      "GET /api/resume": () => jsonResponse([newest, older]),
      "PATCH /api/resume/a": () => jsonResponse(saved),
    });
    renderWithApp(<ResumesView />);

    await userEvent.click(within(await openMenuOf("Older")).getByRole("menuitem", { name: "Rename" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Renamed");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(shownTitles()).toEqual(["Renamed", "Newest"]));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("deletes only after confirmation, and puts the resume back if the server refuses", async () => {
    const fetch = mockFetch({
      "GET /api/resume": () => jsonResponse([newest, older]),
      "DELETE /api/resume/a": () => errorResponse(423, "ResumeLocked"),
    });
    renderWithApp(<ResumesView />);

    await userEvent.click(within(await openMenuOf("Older")).getByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete “Older”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requestLog(fetch)).not.toContain("DELETE /api/resume/a");
    expect(shownTitles()).toEqual(["Newest", "Older"]);

    await userEvent.click(within(await openMenuOf("Older")).getByRole("menuitem", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(requestLog(fetch)).toContain("DELETE /api/resume/a"));
    await waitFor(() => expect(shownTitles()).toEqual(["Newest", "Older"]));
    expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "Resume is locked" })]);
  });

  it("locks after confirmation, and the menu then offers Unlock", async () => {
    const fetch = mockFetch({
      "GET /api/resume": () => jsonResponse([older]),
      "PATCH /api/resume/a/lock": (init) =>
        jsonResponse({ ...older, locked: JSON.parse(String(init?.body)).set }),
    });
    renderWithApp(<ResumesView />);

    await userEvent.click(within(await openMenuOf("Older")).getByRole("menuitem", { name: "Lock" }));
    const confirm = screen.getByRole("alertdialog", { name: "Lock “Older”?" });
    expect(confirm).toHaveTextContent(/cannot be edited/);
    await userEvent.click(within(confirm).getByRole("button", { name: "Lock" }));

    await waitFor(() => expect(requestLog(fetch)).toContain("PATCH /api/resume/a/lock"));
    expect(await screen.findByText("Locked")).toBeInTheDocument();
    const menu = await openMenuOf("Older");
    expect(within(menu).getByRole("menuitem", { name: "Unlock" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Rename" })).toHaveAttribute("aria-disabled", "true");
  });

  it("opens a resume in the builder from its menu", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([older]) });
    const { router } = renderWithApp(<ResumesView />);

    await userEvent.click(within(await openMenuOf("Older")).getByRole("menuitem", { name: "Open" }));

    expect(router.state.location.pathname).toBe("/builder/a");
  });

  it("opens the same menu on right-click", async () => {
    mockFetch({ "GET /api/resume": () => jsonResponse([older]) });
    renderWithApp(<ResumesView />);

    fireEvent.contextMenu(await screen.findByRole("article"));

    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Open", "Rename", "Tailor for a job", "Duplicate", "Lock", "Delete"]);
  });

  it("shows a retry when the list cannot be loaded", async () => {
    let calls = 0;
    mockFetch({
      "GET /api/resume": () =>
        ++calls === 1 ? new Response("down", { status: 502 }) : jsonResponse([older]),
    });
    renderWithApp(<ResumesView />);

    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("link", { name: "Older" })).toBeInTheDocument();
  });
});
