import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type PublicResume, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { renderApp } from "@/test/render-app";

const resume: PublicResume = {
  id: "0194f7c2-7e1a-7000-8000-0000000000ab",
  title: "Software Engineer",
  slug: "cv",
  data: sampleResumeData,
  visibility: "public",
  locked: false,
  userId: "0194f7c2-7e1a-7000-8000-000000000001",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
  downloadsAllowed: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a password-protected public resume", () => {
  it("asks for the password, says when it is wrong, and shows the resume once the server unlocked it", async () => {
    // The server's unlock cookie is httpOnly: the page only knows the resume loads after a right password.
    let unlocked = false;
    const tried: string[] = [];
    const fetch = mockFetch({
      "GET /api/resume/public/ada/cv": () =>
        unlocked ? jsonResponse(resume) : errorResponse(401, "ResumePasswordRequired"),
      "POST /api/resume/public/ada/cv/unlock": (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        tried.push(password);
        if (password !== "open sesame") return errorResponse(401, "InvalidResumePassword");
        unlocked = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/ada/cv");

    expect(await screen.findByRole("heading", { level: 1, name: "Password required" })).toBeInTheDocument();
    const field = screen.getByLabelText("Password");
    await userEvent.type(field, "guess");
    await userEvent.click(screen.getByRole("button", { name: "Open resume" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That is not the password of this resume.");
    expect(field).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(field);
    await userEvent.type(field, "open sesame");
    await userEvent.click(screen.getByRole("button", { name: "Open resume" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: sampleResumeData.basics.name }),
    ).toBeInTheDocument();
    expect(tried).toEqual(["guess", "open sesame"]);
    expect(requestLog(fetch).filter((request) => request.startsWith("GET"))).toEqual([
      "GET /api/resume/public/ada/cv",
      "GET /api/resume/public/ada/cv",
    ]);
  });
});
