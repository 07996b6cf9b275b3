import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Resume, sampleResumeData, type UpdateResumeInput } from "@vitae/schema";
import jsonPatch from "fast-json-patch";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import { Toaster } from "@/components/ui/toaster";
import { drawnFrom } from "@/features/artboard/testing";
import { useStoredData } from "@/features/builder/hooks/use-autosave";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { draftKey } from "@/features/builder/store/draft-storage";
import { resumeKeys } from "@/features/resumes/api/query-keys";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { makeResume } from "@/test/make-resume";
import { locationOf, renderApp } from "@/test/render-app";

const id = "0194f7c2-7e1a-7000-8000-0000000000b1";
const path = `/api/resume/${id}`;
const stored = makeResume({
  id,
  title: "Software Engineer",
  slug: "software-engineer",
  data: sampleResumeData,
  updatedAt: "2025-01-02T00:00:00.000Z",
});

/** The resume as the last answered save left it on the server: what a JSON Patch save applies to. */
let serverCopy: Resume = stored;

/** Answers a PATCH like the server: the sent resume, one second newer. */
const savedFrom = (body: UpdateResumeInput, previous = stored): Resume => {
  serverCopy = { ...previous, ...body, updatedAt: new Date(Date.parse(body.updatedAt) + 1000).toISOString() };
  return serverCopy;
};

/** The whole resume a save asks for: the body itself, or a JSON Patch (after the first save) applied as the server does. */
const bodyOf = (init: RequestInit | undefined): UpdateResumeInput => {
  const sent = JSON.parse(String(init?.body));
  if (!new Headers(init?.headers).get("Content-Type")?.includes("json-patch"))
    return sent as UpdateResumeInput;
  const { title, slug, visibility, data, updatedAt } = serverCopy;
  const patched = jsonPatch.applyPatch(structuredClone({ title, slug, visibility, data }), sent).newDocument;
  return { ...patched, updatedAt };
};

/** jsdom has no layout; the builder asks whether the screen is lg wide through matchMedia. */
function screenWidth(desktop: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        matches: desktop && query.includes("min-width: 1024px"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function openBuilder(routes: Parameters<typeof mockFetch>[0] = {}, resume: Resume = stored) {
  const fetch = mockFetch({
    "GET /api/user/me": () => jsonResponse(sampleUser),
    [`GET ${path}`]: () => jsonResponse(resume),
    [`GET ${path}/versions`]: () => jsonResponse({ versions: [], currentChanges: [] }),
    ...capabilitiesRoute(),
    ...routes,
  });
  render(<Toaster />);
  const app = renderApp(`/builder/${id}`);
  return { ...app, fetch };
}

const nameField = () => screen.findByRole("textbox", { name: "Full name" });
const topBar = () => within(screen.getByRole("banner"));
/** The save status in the top bar, as a screen reader hears it. */
const saveStatus = () => topBar().getByRole("status");
const contentPanel = () => screen.getByRole("complementary", { name: "Content" });
const designPanel = () => screen.getByRole("complementary", { name: "Design" });
const headings = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  screenWidth(true);
  serverCopy = stored;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("the builder", () => {
  it("loads the resume into three panels, left and right sections in their order", async () => {
    openBuilder();

    expect(await nameField()).toHaveValue(sampleResumeData.basics.name);
    expect(screen.getByRole("heading", { level: 1, name: "Software Engineer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to resumes" })).toHaveAttribute(
      "href",
      "/dashboard/resumes",
    );
    expect(screen.getByTitle("Resume preview")).toHaveAttribute("src", "/artboard/builder");
    expect(screen.getAllByRole("separator")).toHaveLength(2);

    expect(headings(contentPanel())).toEqual(["Basics", "Summary", "Sections"]);
    const sectionNames = within(contentPanel())
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(sectionNames).toEqual([
      "Education",
      "Experience",
      "Internship",
      "Projects",
      "Certifications",
      "Languages",
      "Skills",
      "Profiles",
      "Awards",
      "Interests",
      "Publications",
      "Volunteering",
      "References",
      ...Object.values(sampleResumeData.sections.custom).map((section) => section.name),
    ]);
    expect(document.getElementById("section-experience")).toHaveTextContent(
      `${sampleResumeData.sections.experience.items.length} items`,
    );
    expect(headings(designPanel())).toEqual([
      "Template",
      "Layout",
      "Typography",
      "Theme",
      "Page",
      "Custom CSS",
      "Sharing",
      "Statistics",
      "Export",
      "As a machine reads it",
      "Match a job description",
      "History",
      "Notes",
    ]);
    expect(within(designPanel()).getAllByRole("radio")).toHaveLength(16);
    expect(screen.getByRole("textbox", { name: "Notes" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Summary" })).toBeInTheDocument();
  });

  it("saves an edit 500 ms after the last keystroke and puts the saved resume in the list cache", async () => {
    const patches: UpdateResumeInput[] = [];
    const { queryClient } = openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push(bodyOf(init));
        return jsonResponse(savedFrom(bodyOf(init)));
      },
    });
    queryClient.setQueryData(resumeKeys.list, [stored]);

    const name = await nameField();
    for (const value of ["G", "Grace", "Grace Hopper"]) fireEvent.change(name, { target: { value } });
    expect(patches).toHaveLength(0);
    expect(saveStatus()).toHaveTextContent("Saving…");

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ updatedAt: stored.updatedAt, title: "Software Engineer" });
    expect(patches[0]?.data.basics.name).toBe("Grace Hopper");
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
    expect(queryClient.getQueryData<Resume[]>(resumeKeys.list)?.[0]?.data.basics.name).toBe("Grace Hopper");
    expect(localStorage.getItem(draftKey(id))).toBeNull();
  });

  it("undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y", async () => {
    openBuilder({ [`PATCH ${path}`]: (init) => jsonResponse(savedFrom(bodyOf(init))) });
    const headline = await screen.findByRole("textbox", { name: "Headline" });
    const before = sampleResumeData.basics.headline;
    expect(topBar().getByRole("button", { name: "Undo" })).toBeDisabled();

    fireEvent.change(headline, { target: { value: "Rear admiral" } });
    await userEvent.click(topBar().getByRole("button", { name: "Undo" }));
    expect(headline).toHaveValue(before);
    await userEvent.click(topBar().getByRole("button", { name: "Redo" }));
    expect(headline).toHaveValue("Rear admiral");

    await userEvent.keyboard("{Control>}z{/Control}");
    expect(headline).toHaveValue(before);
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(headline).toHaveValue("Rear admiral");
    await userEvent.keyboard("{Control>}z{/Control}");
    await userEvent.keyboard("{Control>}y{/Control}");
    expect(headline).toHaveValue("Rear admiral");
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
  });

  it("on a conflict keeps the edits, explains, and saves them over the other version when asked", async () => {
    const theirs = {
      ...stored,
      updatedAt: "2025-03-01T00:00:00.000Z",
      data: { ...stored.data, basics: { ...stored.data.basics, name: "Their name" } },
    };
    const patches: UpdateResumeInput[] = [];
    openBuilder({
      [`PATCH ${path}`]: (init) => {
        const body = bodyOf(init);
        patches.push(body);
        if (body.updatedAt !== theirs.updatedAt) {
          return jsonResponse(
            { statusCode: 409, code: "ResumeConflict", message: "changed", resume: theirs },
            409,
          );
        }
        return jsonResponse(savedFrom(body, theirs));
      },
    });
    const name = await nameField();
    fireEvent.change(name, { target: { value: "My name" } });

    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("This resume was changed elsewhere");
    expect(await screen.findByText("This resume changed elsewhere")).toBeInTheDocument();
    expect(name).toHaveValue("My name");
    expect(saveStatus()).toHaveTextContent("Not saved: changed elsewhere");
    expect(JSON.parse(localStorage.getItem(draftKey(id)) ?? "{}").data.basics.name).toBe("My name");

    await userEvent.click(within(banner).getByRole("button", { name: "Overwrite with my version" }));

    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ updatedAt: theirs.updatedAt });
    expect(patches[1]?.data.basics.name).toBe("My name");
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("loads their version when asked, and undo brings the user's back", async () => {
    const theirs = {
      ...stored,
      updatedAt: "2025-03-01T00:00:00.000Z",
      data: { ...stored.data, basics: { ...stored.data.basics, name: "Their name" } },
    };
    const fetch = openBuilder({
      [`PATCH ${path}`]: () =>
        jsonResponse({ statusCode: 409, code: "ResumeConflict", message: "changed", resume: theirs }, 409),
    }).fetch;
    const name = await nameField();
    fireEvent.change(name, { target: { value: "My name" } });
    const banner = await screen.findByRole("alert");

    await userEvent.click(within(banner).getByRole("button", { name: "Load theirs" }));

    expect(name).toHaveValue("Their name");
    expect(useBuilderStore.getState().resume?.updatedAt).toBe(theirs.updatedAt);
    expect(saveStatus()).toHaveTextContent("All changes saved");
    const patchCount = requestLog(fetch).filter((call) => call === `PATCH ${path}`).length;

    await userEvent.click(topBar().getByRole("button", { name: "Undo" }));
    expect(name).toHaveValue("My name");
    await waitFor(() =>
      expect(requestLog(fetch).filter((call) => call === `PATCH ${path}`).length).toBe(patchCount + 1),
    );
  });

  it("shows the offline state and keeps retrying until the save goes through", async () => {
    let failures = 1;
    const patches: UpdateResumeInput[] = [];
    openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push(bodyOf(init));
        if (failures-- > 0) throw new TypeError("Failed to fetch");
        return jsonResponse(savedFrom(bodyOf(init)));
      },
    });
    fireEvent.change(await nameField(), { target: { value: "Offline Ada" } });

    await waitFor(() => expect(saveStatus()).toHaveTextContent("Offline — retrying to save"));
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 4000 });
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
  });

  it("saves the rest when a field holds what the server would refuse, keeps that field's typed value, and says so", async () => {
    const patches: UpdateResumeInput[] = [];
    openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push(bodyOf(init));
        return jsonResponse(savedFrom(bodyOf(init)));
      },
    });
    const email = await screen.findByRole("textbox", { name: "Email" });

    fireEvent.change(email, { target: { value: "ada@" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Headline" }), { target: { value: "Engineer" } });

    expect(await screen.findByText("Enter a valid email address, or leave it empty.")).toBeInTheDocument();
    await waitFor(() => expect(saveStatus()).toHaveTextContent("Saved, except 1 field"));
    expect(patches.at(-1)?.data?.basics.headline).toBe("Engineer");
    expect(patches.at(-1)?.data?.basics.email).toBe(stored.data.basics.email);
    expect(email).toHaveValue("ada@");
    // The preview draws what the server holds (what prints), not the refused value.
    expect(useStoredData.getState().data?.basics).toMatchObject({
      headline: "Engineer",
      email: stored.data.basics.email,
    });

    fireEvent.change(email, { target: { value: "ada@example.com" } });
    await waitFor(() => expect(patches.at(-1)?.data?.basics.email).toBe("ada@example.com"));
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
    expect(useStoredData.getState().data?.basics.email).toBe("ada@example.com");
  });

  it("offers edits this device could not save last time, and saves them", async () => {
    localStorage.setItem(
      draftKey(id),
      JSON.stringify({
        base: stored.updatedAt,
        visibility: "private",
        data: { ...stored.data, basics: { ...stored.data.basics, name: "Unsaved Ada" } },
      }),
    );
    const patches: UpdateResumeInput[] = [];
    openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push(bodyOf(init));
        return jsonResponse(savedFrom(bodyOf(init)));
      },
    });

    expect(await nameField()).toHaveValue("Unsaved Ada");
    expect(await screen.findByText("Unsaved changes restored")).toBeInTheDocument();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.data.basics.name).toBe("Unsaved Ada");
    await waitFor(() => expect(localStorage.getItem(draftKey(id))).toBeNull());
  });

  it("shows a locked resume read-only under an overlay, and unlocks it after confirmation", async () => {
    const unlocked = { ...stored, locked: false, updatedAt: "2025-01-05T00:00:00.000Z" };
    const fetch = openBuilder(
      { [`PATCH ${path}/lock`]: () => jsonResponse(unlocked) },
      { ...stored, locked: true },
    ).fetch;

    await screen.findByRole("heading", { level: 1, name: "Software Engineer" });
    expect(topBar().getByText("Locked")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { name: "This resume is locked" })).toHaveLength(2);
    const name = await nameField();
    expect(name.closest("[inert]")).not.toBeNull();
    fireEvent.change(name, { target: { value: "Not allowed" } });
    expect(name).toHaveValue(sampleResumeData.basics.name);
    expect(topBar().getByRole("button", { name: "Undo" })).toBeDisabled();

    await userEvent.click(screen.getAllByRole("button", { name: "Unlock" })[0] as HTMLElement);
    const dialog = await screen.findByRole("alertdialog", { name: "Unlock “Software Engineer”?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock" }));

    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "This resume is locked" })).not.toBeInTheDocument(),
    );
    expect(name.closest("[inert]")).toBeNull();
    expect(useBuilderStore.getState().resume?.updatedAt).toBe(unlocked.updatedAt);
    expect(requestLog(fetch)).toContain(`PATCH ${path}/lock`);
  });

  it("feeds the preview frame the resume when it is ready and on every change, and sends it zoom actions", async () => {
    openBuilder({ [`PATCH ${path}`]: (init) => jsonResponse(savedFrom(bodyOf(init))) });
    const name = await nameField();
    const frame = screen.getByTitle("Resume preview") as HTMLIFrameElement;
    const target = frame.contentWindow as Window;
    const post = vi.spyOn(target, "postMessage").mockImplementation(() => {});
    const drawn = () => drawnFrom(post.mock.calls.map(([message]) => message));

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "vitae:ready" },
          origin: window.location.origin,
          source: target,
        }),
      );
    });
    await waitFor(() => expect(drawn()?.basics.name).toBe(sampleResumeData.basics.name));

    fireEvent.change(name, { target: { value: "Grace Hopper" } });
    await waitFor(() => expect(drawn()?.basics.name).toBe("Grace Hopper"));
    // After the whole resume, only the change travels.
    expect(post.mock.calls.at(-1)?.[0]).toEqual({
      type: "vitae:resume-changes",
      base: 1,
      version: 2,
      changes: [{ path: ["basics", "name"], value: "Grace Hopper" }],
    });

    const zoom = within(screen.getByRole("toolbar", { name: "Preview zoom" }));
    for (const [label, action] of [
      ["Zoom in", "in"],
      ["Zoom out", "out"],
      ["Reset view", "reset"],
      ["Center view", "center"],
    ] as const) {
      await userEvent.click(zoom.getByRole("button", { name: label }));
      expect(post).toHaveBeenLastCalledWith({ type: "vitae:zoom", action }, window.location.origin);
    }
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));
  });

  it("saves what waits at once when the builder is left, and with keepalive when the page is hidden", async () => {
    const patches: { body: UpdateResumeInput; keepalive: boolean }[] = [];
    const { router } = openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push({ body: bodyOf(init), keepalive: init?.keepalive === true });
        return jsonResponse(savedFrom(bodyOf(init), { ...stored, updatedAt: bodyOf(init).updatedAt }));
      },
      "GET /api/resume": () => jsonResponse([stored]),
    });
    const name = await nameField();

    fireEvent.change(name, { target: { value: "Hidden tab" } });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pagehide"));
    });
    expect(patches).toEqual([expect.objectContaining({ keepalive: true })]);
    expect(patches[0]?.body.data.basics.name).toBe("Hidden tab");
    await waitFor(() => expect(saveStatus()).toHaveTextContent("All changes saved"));

    fireEvent.change(name, { target: { value: "Left the builder" } });
    await userEvent.click(screen.getByRole("link", { name: "Back to resumes" }));

    await waitFor(() => expect(locationOf(router)).toBe("/dashboard/resumes"));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ keepalive: false });
    expect(patches[1]?.body.data.basics.name).toBe("Left the builder");
    expect(patches[1]?.body.updatedAt).not.toBe(patches[0]?.body.updatedAt);
  });

  it("saves the edits of one resume when another is opened straight away", async () => {
    const otherId = "0194f7c2-7e1a-7000-8000-0000000000b2";
    const other = makeResume({ id: otherId, title: "Other CV", data: sampleResumeData });
    const patches: UpdateResumeInput[] = [];
    const { router } = openBuilder({
      [`PATCH ${path}`]: (init) => {
        patches.push(bodyOf(init));
        return jsonResponse(savedFrom(bodyOf(init)));
      },
      [`GET /api/resume/${otherId}`]: () => jsonResponse(other),
    });
    fireEvent.change(await nameField(), { target: { value: "Before switching" } });

    await act(() => router.navigate(`/builder/${otherId}`));

    expect(await screen.findByRole("heading", { level: 1, name: "Other CV" })).toBeInTheDocument();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.data.basics.name).toBe("Before switching");
    expect(await nameField()).toHaveValue(sampleResumeData.basics.name);
  });

  it("sends an unknown or unreachable resume back to the dashboard", async () => {
    mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      [`GET ${path}`]: () => errorResponse(404, "ResumeNotFound"),
      "GET /api/resume": () => jsonResponse([]),
      ...capabilitiesRoute(),
    });
    const { router } = renderApp(`/builder/${id}`);

    await waitFor(() => expect(locationOf(router)).toBe("/dashboard/resumes"));
  });

  it("on small screens shows the preview and opens the side panels as sheets from the top bar", async () => {
    screenWidth(false);
    openBuilder();
    await screen.findByRole("heading", { level: 1, name: "Software Engineer" });
    expect(screen.getByTitle("Resume preview")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Full name" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Content" }));
    const sheet = await screen.findByRole("dialog", { name: "Content" });
    expect(within(sheet).getByRole("textbox", { name: "Full name" })).toHaveValue(
      sampleResumeData.basics.name,
    );
    await userEvent.keyboard("{Escape}");

    await userEvent.click(screen.getByRole("button", { name: "Design" }));
    const design = await screen.findByRole("dialog", { name: "Design" });
    expect(within(design).getByRole("heading", { level: 2, name: "Template" })).toBeInTheDocument();
  });
});
