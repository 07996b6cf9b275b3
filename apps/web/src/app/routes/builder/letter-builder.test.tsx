import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createLetterData, type Letter } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import { Toaster } from "@/components/ui/toaster";
import { useLetterStore } from "@/features/builder/letter/letter-store";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { makeResume } from "@/test/make-resume";
import { renderApp } from "@/test/render-app";

const id = "0194f7c2-7e1a-7000-8000-0000000000e1";
const path = `/api/letter/${id}`;
const resume = makeResume({ id: "0194f7c2-7e1a-7000-8000-0000000000e2", title: "Backend CV" });
const stored: Letter = {
  id,
  title: "Acme letter",
  resumeId: resume.id,
  data: { ...createLetterData(), subject: "Backend engineer" },
  look: null,
  locked: false,
  userId: sampleUser.id,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
};

/** Answers a save as the server does: the letter as sent, one second newer. */
const savedFrom = (init: RequestInit | undefined, previous: Letter): Letter => {
  const body = JSON.parse(String(init?.body));
  const whole = Array.isArray(body) ? previous : { ...previous, ...body };
  return { ...whole, updatedAt: new Date(Date.parse(previous.updatedAt) + 1000).toISOString() };
};

/** jsdom has no layout; the builder asks whether the screen is lg wide through matchMedia. */
beforeEach(() => {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        matches: query.includes("min-width: 1024px"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

function openLetterBuilder(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    "GET /api/user/me": () => jsonResponse(sampleUser),
    [`GET ${path}`]: () => jsonResponse(stored),
    "GET /api/resume": () => jsonResponse([resume]),
    [`GET ${path}/link`]: () => jsonResponse({ expiresAt: null }),
    [`GET ${path}/versions`]: () => jsonResponse([]),
    [`GET /api/resume/${resume.id}/job-descriptions`]: () => jsonResponse([]),
    ...capabilitiesRoute(),
    ...routes,
  });
  render(<Toaster />);
  return { ...renderApp(`/builder/letter/${id}`), fetch };
}

const subjectField = () => screen.findByRole("textbox", { name: "Subject" }, { timeout: 10_000 });
const saves = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([input, init]) => init?.method === "PATCH" && String(input).endsWith(path));

describe("the letter builder", () => {
  it("loads the letter into the builder's three panels, with its preview and the way back to the letters", async () => {
    openLetterBuilder();
    expect(await subjectField()).toHaveValue("Backend engineer");
    expect(screen.getByRole("heading", { level: 1, name: "Acme letter" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to resumes" })).toHaveAttribute(
      "href",
      "/dashboard/letters",
    );
    expect(screen.getByTitle("Letter preview")).toHaveAttribute("src", "/artboard/letter");
    const headings = (name: string) =>
      within(screen.getByRole("complementary", { name }))
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent);
    expect(headings("Content")).toEqual(["Resume", "Recipient", "Letter", "Signature"]);
    expect(headings("Design")).toEqual(["Template", "Private link", "Export", "Versions"]);
    // The text exports are the letter's: no word about a resume's columns.
    expect(
      within(screen.getByRole("complementary", { name: "Design" })).queryByText(/resume's text/),
    ).toBeNull();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Resume" })).toHaveValue(resume.id));
  });

  it("saves an edit whole, the next as a JSON Patch on the answer, and undoes it as one step", async () => {
    let current = stored;
    const { fetch } = openLetterBuilder({
      [`PATCH ${path}`]: (init) => {
        current = savedFrom(init, current);
        return jsonResponse(current);
      },
    });
    const subject = await subjectField();
    fireEvent.change(subject, { target: { value: "Platform engineer" } });
    await waitFor(() => expect(saves(fetch)).toHaveLength(1), { timeout: 4000 });
    const [, first] = saves(fetch)[0] ?? [];
    expect(JSON.parse(String(first?.body))).toMatchObject({
      title: "Acme letter",
      resumeId: resume.id,
      updatedAt: stored.updatedAt,
      data: { subject: "Platform engineer" },
    });
    await waitFor(() =>
      expect(screen.getByRole("banner").querySelector('[role="status"]')).toHaveTextContent(
        "All changes saved",
      ),
    );

    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Undo" }));
    expect(subject).toHaveValue("Backend engineer");
    await waitFor(() => expect(saves(fetch)).toHaveLength(2), { timeout: 4000 });
    const [, second] = saves(fetch)[1] ?? [];
    // On the version the first save answered: stored + 1 s.
    expect(new Headers(second?.headers).get("If-Match")).toBe('"2025-01-02T00:00:01.000Z"');
    expect(JSON.parse(String(second?.body))).toEqual([
      { op: "replace", path: "/data/subject", value: "Backend engineer" },
    ]);
  });

  it("drafts without saving: the flagged phrases are marked, accepting is one undo step", async () => {
    const { fetch } = openLetterBuilder({
      [`POST ${path}/draft`]: () =>
        jsonResponse({
          body: "<p>I spent a decade at Globex Corporation.</p>",
          unsupported: ["Globex Corporation"],
          source: "ai",
        }),
    });
    await subjectField();
    await userEvent.click(screen.getByRole("button", { name: "Draft with AI" }));
    const dialog = await screen.findByRole("dialog", { name: "Draft the letter" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Job description" }), "Globex hires.");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Concise" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Write the draft" }));

    expect(await within(dialog).findByText("not in your resume: “Globex Corporation”")).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "The draft" }).querySelector("mark")).toHaveTextContent(
      "Globex Corporation",
    );
    const post = fetch.mock.calls.find(([input]) => String(input).endsWith("/draft"));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ jobDescription: "Globex hires.", tone: "concise" });
    expect(useLetterStore.getState().content?.data.body).toBe("");
    expect(requestLog(fetch)).not.toContain(`PATCH ${path}`);

    await userEvent.click(within(dialog).getByRole("button", { name: "Use this draft" }));
    expect(useLetterStore.getState().content?.data.body).toBe(
      "<p>I spent a decade at Globex Corporation.</p>",
    );
    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Undo" }));
    expect(useLetterStore.getState().content?.data.body).toBe("");
  });

  it("on a conflict keeps the edits and loads the stored letter when asked", async () => {
    const theirs = {
      ...stored,
      data: { ...stored.data, subject: "Their subject" },
      updatedAt: "2025-01-03T00:00:00.000Z",
    };
    openLetterBuilder({
      [`PATCH ${path}`]: () =>
        jsonResponse(
          { statusCode: 409, code: "LetterConflict", message: "LetterConflict", letter: theirs },
          409,
        ),
    });
    const subject = await subjectField();
    fireEvent.change(subject, { target: { value: "Backend engineer!" } });
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert).toHaveTextContent("This letter was changed elsewhere");
    expect(subject).toHaveValue("Backend engineer!");
    await userEvent.click(within(alert).getByRole("button", { name: "Load theirs" }));
    expect(subject).toHaveValue("Their subject");
  });
  it("makes a private link until the chosen day, shows it once, and revokes it", async () => {
    let expiresAt: string | null = null;
    const { fetch } = openLetterBuilder({
      [`GET ${path}/link`]: () => jsonResponse({ expiresAt }),
      [`POST ${path}/link`]: (init) => {
        expiresAt = JSON.parse(String(init?.body)).expiresAt;
        return jsonResponse(
          { token: "t0k3n", url: "http://localhost/api/shared-letter/t0k3n/pdf", expiresAt },
          201,
        );
      },
      [`DELETE ${path}/link`]: () => {
        expiresAt = null;
        return new Response(null, { status: 204 });
      },
    });
    await subjectField();
    const share = within(screen.getByRole("complementary", { name: "Design" }));
    expect(await share.findByText("No link: only you can open this letter.")).toBeInTheDocument();
    await userEvent.selectOptions(share.getByRole("combobox", { name: "Works for" }), "7");
    const before = Date.now();
    await userEvent.click(share.getByRole("button", { name: "Create link" }));

    expect(await share.findByRole("textbox", { name: /shown only once/ })).toHaveValue(
      "http://localhost/api/shared-letter/t0k3n/pdf",
    );
    const days = (Date.parse(expiresAt ?? "") - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(await share.findByText(/^A link works until /)).toBeInTheDocument();

    await userEvent.click(share.getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(requestLog(fetch)).toContain(`DELETE ${path}/link`));
    expect(await share.findByText("No link: only you can open this letter.")).toBeInTheDocument();
    expect(share.queryByRole("textbox", { name: /shown only once/ })).not.toBeInTheDocument();
  });

  it("restores a kept version, which Undo takes back", async () => {
    const versionId = "0194f7c2-7e1a-7000-8000-0000000000e9";
    const restored = {
      ...stored,
      data: { ...stored.data, subject: "An older subject" },
      updatedAt: "2025-01-04T00:00:00.000Z",
    };
    const { fetch } = openLetterBuilder({
      [`GET ${path}/versions`]: () =>
        jsonResponse([{ id: versionId, title: "Acme letter", savedAt: "2025-01-01T12:00:00.000Z" }]),
      [`POST ${path}/versions/${versionId}/restore`]: () => jsonResponse(restored),
    });
    const subject = await subjectField();
    const design = within(screen.getByRole("complementary", { name: "Design" }));
    await userEvent.click(await design.findByRole("button", { name: /^Restore the version of / }));

    await waitFor(() => expect(subject).toHaveValue("An older subject"));
    expect(requestLog(fetch)).toContain(`POST ${path}/versions/${versionId}/restore`);
    expect(useLetterStore.getState().letter?.updatedAt).toBe(restored.updatedAt);
    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Undo" }));
    expect(subject).toHaveValue("Backend engineer");
  });
});
