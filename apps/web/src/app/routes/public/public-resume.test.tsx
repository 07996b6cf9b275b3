import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type PublicResume, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const resume: PublicResume = {
  id: "0194f7c2-7e1a-7000-8000-0000000000aa",
  title: "Software Engineer",
  slug: "software-engineer",
  data: sampleResumeData,
  visibility: "public",
  locked: false,
  userId: "0194f7c2-7e1a-7000-8000-000000000001",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
  downloadsAllowed: true,
};
const { name, headline } = sampleResumeData.basics;

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = "Vitae";
});

describe("the public resume page", () => {
  it("shows the not-found page, with a link home, at a private or unknown resume's address", async () => {
    const fetch = mockFetch({
      "GET /api/resume/public/ada/secret": () => errorResponse(404, "ResumeNotFound"),
    });
    const { router } = renderApp("/ada/secret");

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText(/no public resume at this address/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(locationOf(router)).toBe("/ada/secret");
    expect(requestLog(fetch)).toEqual(["GET /api/resume/public/ada/secret"]);
  });

  it("shows the error page, not 'not found', when the server cannot answer", async () => {
    mockFetch({
      "GET /api/resume/public/ada/cv": () => errorResponse(500, "InternalServerError"),
    });
    const { router } = renderApp("/ada/cv");

    expect(await screen.findByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
    expect(locationOf(router)).toBe("/ada/cv");
  });

  it("shows the resume framed, a download button and a link home, without asking who the visitor is", async () => {
    const fetch = mockFetch({
      "GET /api/resume/public/ada/software-engineer": () => jsonResponse(resume),
    });
    renderApp("/ada/software-engineer");

    // The person, not the owner's internal title for the resume.
    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(headline)).toBeVisible();
    expect(screen.queryByText("Software Engineer")).not.toBeInTheDocument();
    expect(screen.getByTitle(`Resume of ${name}`)).toHaveAttribute("src", "/artboard/preview");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Other formats" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Made with Vitae" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`${name} — ${headline}`));
    expect(requestLog(fetch)).toContain("GET /api/resume/public/ada/software-engineer");
    expect(requestLog(fetch)).not.toContain("GET /api/user/me");
  });

  it("offers no download at all when the owner turned downloads off, and still shows the resume", async () => {
    mockFetch({
      "GET /api/resume/public/ada/software-engineer": () =>
        jsonResponse({ ...resume, downloadsAllowed: false }),
    });
    renderApp("/ada/software-engineer");

    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
    expect(screen.getByTitle(`Resume of ${name}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download PDF" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Other formats" })).not.toBeInTheDocument();
  });

  it("goes by the name alone when the resume has no headline, and fits the resume to the page's width", async () => {
    const plain = { ...resume, data: { ...resume.data, basics: { ...resume.data.basics, headline: "" } } };
    mockFetch({ "GET /api/resume/public/ada/software-engineer": () => jsonResponse(plain) });
    renderApp("/ada/software-engineer");

    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(name));
    // The frame takes the region's width (the artboard scales the page to it): no minimum width, no sideways
    // scroller to reach by keyboard.
    const region = screen.getByRole("region", { name: `Resume of ${name}` });
    const frame = screen.getByTitle(`Resume of ${name}`);
    expect(frame.parentElement).toBe(region);
    expect(frame).toHaveClass("w-full");
    expect(region).not.toHaveAttribute("tabindex");
  });

  it("shows the printer's message in an error toast when the PDF cannot be made", async () => {
    mockFetch({
      "GET /api/resume/public/ada/software-engineer": () => jsonResponse(resume),
      [`GET /api/resume/print/${resume.id}`]: () =>
        errorResponse(500, "ResumePrinterError", "No Chromium was found on the server."),
    });
    renderApp("/ada/software-engineer");
    render(<Toaster />);

    await userEvent.click(await screen.findByRole("button", { name: "Download PDF" }));

    expect(await screen.findByText("The PDF could not be created")).toBeInTheDocument();
    expect(screen.getByText("No Chromium was found on the server.")).toBeInTheDocument();
  });
});
