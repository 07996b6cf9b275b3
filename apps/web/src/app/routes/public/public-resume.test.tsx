import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Resume, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "../../../test/fetch-mock";
import { locationOf, renderApp } from "../../../test/render-app";

const resume: Resume = {
  id: "0194f7c2-7e1a-7000-8000-0000000000aa",
  title: "Software Engineer",
  slug: "software-engineer",
  data: sampleResumeData,
  visibility: "public",
  locked: false,
  userId: "0194f7c2-7e1a-7000-8000-000000000001",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
};
const name = sampleResumeData.basics.name;

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = "Vitae";
});

describe("the public resume page", () => {
  it("sends the visitor home when the resume is private or unknown", async () => {
    const fetch = mockFetch({
      "GET /api/resume/public/ada/secret": () => errorResponse(404, "ResumeNotFound"),
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    });
    const { router } = renderApp("/ada/secret");

    expect(await screen.findByRole("heading", { level: 1, name: "Vitae" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/");
    expect(requestLog(fetch)).toContain("GET /api/resume/public/ada/secret");
  });

  it("shows the resume framed, a download button and a link home, without asking who the visitor is", async () => {
    const fetch = mockFetch({
      "GET /api/resume/public/ada/software-engineer": () => jsonResponse(resume),
    });
    renderApp("/ada/software-engineer");

    expect(await screen.findByRole("heading", { level: 1, name: "Software Engineer" })).toBeInTheDocument();
    expect(screen.getByTitle(`Resume of ${name}`)).toHaveAttribute("src", "/artboard/preview");
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Made with Vitae" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`${name} — Software Engineer`));
    expect(requestLog(fetch)).toContain("GET /api/resume/public/ada/software-engineer");
    expect(requestLog(fetch)).not.toContain("GET /api/user/me");
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
