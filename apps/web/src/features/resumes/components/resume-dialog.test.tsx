import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { slugify } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { makeResume, renderWithApp } from "../testing";
import { ResumeDialog } from "./resume-dialog";

const resume = makeResume({ id: "r1", title: "Developer CV", slug: "developer-cv" });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("resume dialog", () => {
  it("derives the slug from the title on every change, and lets the slug be edited", async () => {
    mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="create" />);
    const title = screen.getByRole("textbox", { name: "Title" });
    const slug = screen.getByRole("textbox", { name: "Slug" });

    await userEvent.type(title, "Café Résumé 2025!");
    expect(slug).toHaveValue("cafe-resume-2025");

    await userEvent.clear(slug);
    await userEvent.type(slug, "my-own-slug");
    expect(slug).toHaveValue("my-own-slug");

    await userEvent.type(title, " v2");
    expect(slug).toHaveValue("cafe-resume-2025-v2");
  });

  it("fills title and slug with a random three-word title", async () => {
    mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="create" />);

    await userEvent.click(screen.getByRole("button", { name: "Generate a random title" }));

    const title = (screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value;
    expect(title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue(slugify(title));
  });

  it("creates a resume with the schema's normalised slug, closes and opens it in the builder", async () => {
    const created = makeResume({ id: "new", title: "My CV", slug: "my-cv" });
    const fetch = mockFetch({ "POST /api/resume": () => jsonResponse(created, 201) });
    const onOpenChange = vi.fn();
    const { router } = renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="create" />);

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "My CV");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText("Builder page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/builder/new");
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({
      title: "My CV",
      slug: "my-cv",
      visibility: "private",
    });
  });

  it("offers the sample resume in the create button's dropdown", async () => {
    const fetch = mockFetch({
      "POST /api/resume": () => jsonResponse(makeResume({ id: "s", title: "Sample" }), 201),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="create" />);

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Sample");
    await userEvent.click(screen.getByRole("button", { name: "More ways to create" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Create sample resume" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({ title: "Sample", sample: true });
  });

  it("shows the schema's messages and sends nothing when the title is empty", async () => {
    const fetch = mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="create" />);

    await userEvent.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says in the interface's language that a slug needs a letter or a digit, and sends nothing", async () => {
    const fetch = mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="create" />);

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "CV");
    await userEvent.clear(screen.getByRole("textbox", { name: "Slug" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Slug" }), "--");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("The slug needs at least one letter or digit.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts a taken slug on the slug field as well as in the error toast", async () => {
    mockFetch({ "POST /api/resume": () => errorResponse(409, "ResumeSlugAlreadyExists") });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="create" />);

    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Taken");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));

    const slug = screen.getByRole("textbox", { name: "Slug" });
    await waitFor(() => expect(slug).toHaveAttribute("aria-invalid", "true"));
    expect(slug).toHaveAccessibleDescription(/already have a resume with this slug/);
    expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "Slug already in use" })]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("prefills a duplicate with ' (Copy)' and '-copy' and posts them", async () => {
    const fetch = mockFetch({
      "POST /api/resume/r1/duplicate": () => jsonResponse(makeResume({ id: "r2" }), 201),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="duplicate" resume={resume} />);

    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Developer CV (Copy)");
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue("developer-cv-copy");
    expect(screen.getByRole("button", { name: "Generate a random title" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Duplicate" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({
      title: "Developer CV (Copy)",
      slug: "developer-cv-copy",
    });
  });

  it("prefills an update with the resume's title and slug, without a random title", () => {
    mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="update" resume={resume} />);

    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Developer CV");
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue("developer-cv");
    expect(screen.queryByRole("button", { name: "Generate a random title" })).not.toBeInTheDocument();
  });

  it("keeps a public resume's slug when it is renamed, so its shared link keeps working", async () => {
    const shared = makeResume({
      id: "r1",
      title: "Developer CV",
      slug: "developer-cv",
      visibility: "public",
    });
    const fetch = mockFetch({
      "PATCH /api/resume/r1": (init) => jsonResponse({ ...shared, ...bodyOf(init) }),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="update" resume={shared} />);
    const title = screen.getByRole("textbox", { name: "Title" });
    const slug = screen.getByRole("textbox", { name: "Slug" });

    await userEvent.clear(title);
    await userEvent.type(title, "Senior Developer CV");
    expect(slug).toHaveValue("developer-cv");
    expect(screen.queryByText(/old link/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({
      title: "Senior Developer CV",
      slug: "developer-cv",
    });
  });

  it("warns in the dialog that the old link stops working when a public resume's slug is changed", async () => {
    const shared = makeResume({
      id: "r1",
      title: "Developer CV",
      slug: "developer-cv",
      visibility: "public",
    });
    mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="update" resume={shared} />);
    const slug = screen.getByRole("textbox", { name: "Slug" });

    await userEvent.type(slug, "-2026");
    expect(slug).toHaveAccessibleDescription(/old link \(…\/developer-cv\) stops working/);

    await userEvent.clear(slug);
    await userEvent.type(slug, "developer-cv");
    expect(screen.queryByText(/old link/)).not.toBeInTheDocument();
  });

  it("still derives a private resume's slug from its new title", async () => {
    mockFetch({});
    renderWithApp(<ResumeDialog open onOpenChange={() => {}} mode="update" resume={resume} />);
    const title = screen.getByRole("textbox", { name: "Title" });

    await userEvent.clear(title);
    await userEvent.type(title, "Data CV");
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue("data-cv");
    expect(screen.queryByText(/old link/)).not.toBeInTheDocument();
  });

  it("makes up a title for a sample resume when none was typed", async () => {
    const fetch = mockFetch({
      "POST /api/resume": (init) => jsonResponse(makeResume({ id: "s", ...bodyOf(init) }), 201),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="create" />);

    await userEvent.click(screen.getByRole("button", { name: "More ways to create" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Create sample resume" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = bodyOf(fetch.mock.calls[0]?.[1]);
    expect(body.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(body).toMatchObject({ slug: slugify(body.title), sample: true });
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
  });

  it("does nothing on update without a resume id", async () => {
    const fetch = mockFetch({});
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="update" />);

    const title = screen.getByRole("textbox", { name: "Title" });
    await userEvent.type(title, "Anything");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    // A second, invalid submit is the marker: its message shows only after the first submit's handler has
    // run (react-hook-form validates and handles submits in order), so by then a request would have been made.
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();

    expect(fetch).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("does nothing on delete without a resume id", async () => {
    const fetch = mockFetch({});
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="delete" />);

    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(requestLog(fetch)).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("asks before deleting, naming the resume", async () => {
    const fetch = mockFetch({ "DELETE /api/resume/r1": () => jsonResponse(resume) });
    const onOpenChange = vi.fn();
    renderWithApp(<ResumeDialog open onOpenChange={onOpenChange} mode="delete" resume={resume} />);

    const dialog = screen.getByRole("alertdialog", { name: "Delete “Developer CV”?" });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(requestLog(fetch)).toEqual(["DELETE /api/resume/r1"]));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
