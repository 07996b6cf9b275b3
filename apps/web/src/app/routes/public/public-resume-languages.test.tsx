import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Resume, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const resume: Resume & { downloadsAllowed: boolean } = {
  id: "0194f7c2-7e1a-7000-8000-0000000000ab",
  title: "Two languages",
  slug: "cv",
  data: sampleResumeData,
  visibility: "public",
  locked: false,
  userId: "0194f7c2-7e1a-7000-8000-000000000001",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
  downloadsAllowed: true,
};
const german = {
  ...resume,
  data: {
    ...sampleResumeData,
    basics: { ...sampleResumeData.basics, headline: "Backend-Entwicklerin" },
    metadata: { ...sampleResumeData.metadata, locale: "de-DE" as const },
  },
  language: { shown: "de-DE", available: ["en-US", "de-DE"] },
};
const english = { ...resume, language: { shown: "en-US", available: ["en-US", "de-DE"] } };

/** The requests made so far with their query ("GET /path?lang=de"): the shared log keeps only the path. */
const requestsWithQuery = (mock: ReturnType<typeof mockFetch>): string[] =>
  mock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    return `${init?.method ?? "GET"} ${url.pathname}${url.search}`;
  });

/** Answers the public resume by the `lang` of the request being made (the last one). */
const publicByLang = (answers: Record<string, unknown>) => {
  const fetch: ReturnType<typeof mockFetch> = mockFetch({
    "GET /api/resume/public/ada/cv": () => {
      const lang = new URL(
        requestsWithQuery(fetch).at(-1)?.split(" ")[1] ?? "",
        "http://localhost",
      ).searchParams.get("lang");
      return jsonResponse(answers[lang ?? ""]);
    },
    [`GET /api/resume/print/${resume.id}`]: () => errorResponse(500, "ResumePrinterError"),
  });
  return fetch;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a public resume in several languages", () => {
  it("shows the language asked for, links every language (the shown one current) and lists them for search engines", async () => {
    const fetch = publicByLang({ de: german, "en-US": english });
    const { router } = renderApp("/ada/cv?lang=de");

    expect(await screen.findByText("Backend-Entwicklerin")).toBeVisible();
    const menu = screen.getByRole("navigation", { name: "Languages of this resume" });
    const deutsch = screen.getByRole("link", { name: /^Deutsch/ });
    expect(deutsch).toHaveAttribute("aria-current", "page");
    expect(deutsch).toHaveAttribute("lang", "de-DE");
    expect(menu).toContainElement(deutsch);
    await waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
          link.getAttribute("hreflang"),
          new URL(link.getAttribute("href") ?? "").search,
        ]),
      ).toEqual([
        ["en-US", "?lang=en-US"],
        ["de-DE", "?lang=de-DE"],
        ["x-default", ""],
      ]),
    );

    await userEvent.click(screen.getByRole("link", { name: /English/ }));
    expect(await screen.findByText(sampleResumeData.basics.headline)).toBeVisible();
    expect(locationOf(router)).toBe("/ada/cv?lang=en-US");
    expect(screen.getByRole("link", { name: /English/ })).toHaveAttribute("aria-current", "page");
    expect(requestsWithQuery(fetch)).toContain("GET /api/resume/public/ada/cv?lang=en-US");
  });

  it("prints the PDF in the language shown", async () => {
    const fetch = publicByLang({ de: german });
    renderApp("/ada/cv?lang=de");
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() =>
      expect(requestsWithQuery(fetch)).toContain(`GET /api/resume/print/${resume.id}?lang=de-DE`),
    );
  });

  it("says so when the resume has no such language, and shows it in its own", async () => {
    publicByLang({ fr: { ...english, language: { ...english.language, unavailable: "fr" } } });
    renderApp("/ada/cv?lang=fr");
    expect(
      await screen.findByText("This resume is not available in French. It is shown in American English."),
    ).toHaveAttribute("role", "status");
    expect(screen.getByRole("link", { name: /English/ })).toHaveAttribute("aria-current", "page");
  });

  it("offers no language menu for a resume in one language", async () => {
    publicByLang({ "": { ...resume, language: { shown: "en-US", available: ["en-US"] } } });
    renderApp("/ada/cv");
    expect(await screen.findByText(sampleResumeData.basics.headline)).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Languages of this resume" })).not.toBeInTheDocument();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });
});
