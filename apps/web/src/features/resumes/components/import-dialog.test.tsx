import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { maxRequestBodyBytes } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { platformTokenFromCookies } from "../import/import-api";
import { makeResume, renderWithApp } from "../testing";
import { ImportDialog } from "./import-dialog";

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const jsonFile = (value: unknown, name = "resume.json") =>
  new File([typeof value === "string" ? value : JSON.stringify(value)], name, { type: "application/json" });
const jsonResume = {
  basics: { name: "Richard Hendriks", label: "Programmer" },
  work: [{ name: "Pied Piper", position: "CEO", startDate: "2013-12" }],
  skills: [{ name: "Compression", level: "Master", category: "Core" }],
};
const bothSources = {
  "GET /api/resume/import/sources": () => jsonResponse({ lms: true, linkedinProfile: true }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads document.cookie, and jsdom has no Cookie Store API
  document.cookie = "lmsRefreshToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

const chooseType = (label: string) =>
  userEvent.selectOptions(
    screen.getByRole("combobox", { name: "Import from" }),
    screen.getByRole("option", { name: label }),
  );

describe("import dialog", () => {
  it("validates a file, previews counts and warnings, creates the resume and opens it in the builder", async () => {
    const created = makeResume({ id: "imported", title: "Richard Hendriks" });
    const fetch = mockFetch({ ...bothSources, "POST /api/resume/import": () => jsonResponse(created, 201) });
    const onOpenChange = vi.fn();
    const { router } = renderWithApp(<ImportDialog open onOpenChange={onOpenChange} />);

    // The four menu types come first.
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options.slice(0, 4)).toEqual([
      "Coach LMS",
      "LPU Resume",
      "LinkedIn Data Export (.zip)",
      "LinkedIn profile",
    ]);
    expect(screen.getByRole("button", { name: "Validate" })).toBeDisabled();

    await userEvent.upload(screen.getByLabelText("File"), jsonFile(jsonResume));
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    const preview = await screen.findByTestId("import-preview");
    expect(preview).toHaveTextContent("Richard Hendriks · Programmer");
    expect(preview).toHaveTextContent("Experience: 1");
    expect(preview).toHaveTextContent("Skills: 1");
    expect(preview).toHaveTextContent("skills[0].category");
    expect(screen.getByRole("button", { name: "Validated" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/builder/imported"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith("/api/resume/import"));
    const sent = bodyOf(call?.[1]);
    expect(sent.data.basics.name).toBe("Richard Hendriks");
    expect(sent.data.sections.experience.items[0]).toMatchObject({
      company: "Pied Piper",
      date: "2013-12 - Present",
    });
  });

  it("shows the importer's message and the issues as JSON, resets, and forgets the result when the type changes", async () => {
    mockFetch(bothSources);
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);

    await userEvent.upload(screen.getByLabelText("File"), jsonFile("{ nope"));
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to parse JSON");
    expect(toastStore.getToasts()[0]).toMatchObject({ title: "Import failed", open: true });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toastStore.getToasts().every((toast) => !toast.open)).toBe(true);

    await chooseType("Vitae or Reactive Resume v4 (.json)");
    await userEvent.upload(
      screen.getByLabelText("File"),
      jsonFile({ basics: {}, sections: { skills: { items: [{ id: "a", level: 9 }] } } }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByTestId("import-errors")).toHaveTextContent(
      '"path": "sections.skills.items[0].level"',
    );

    await chooseType("JSON Resume (.json)");
    await userEvent.upload(screen.getByLabelText("File"), jsonFile(jsonResume));
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    await screen.findByTestId("import-preview");
    await chooseType("Reactive Resume v3 (.json)");
    expect(screen.queryByTestId("import-preview")).toBeNull();
    expect(screen.queryByRole("button", { name: "Create" })).toBeNull();
    expect(screen.getByRole("button", { name: "Validate" })).toBeDisabled();
  });

  it("says in a sentence when the file is of another type, and switches to that type and validates it", async () => {
    mockFetch(bothSources);
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);

    await chooseType("Vitae or Reactive Resume v4 (.json)");
    await userEvent.upload(screen.getByLabelText("File"), jsonFile(jsonResume));
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file looks like JSON Resume (.json), not Vitae or Reactive Resume v4 (.json).",
    );
    expect(screen.queryByTestId("import-errors")).toBeNull();
    // The toast says the same, in the interface's language.
    expect(toastStore.getToasts()[0]).toMatchObject({
      title: "Import failed",
      description: "This file looks like JSON Resume (.json), not Vitae or Reactive Resume v4 (.json).",
    });

    await userEvent.click(screen.getByRole("button", { name: "Import as JSON Resume (.json)" }));
    expect(await screen.findByTestId("import-preview")).toHaveTextContent("Richard Hendriks · Programmer");
    expect(screen.getByRole("combobox", { name: "Import from" })).toHaveValue("json-resume-json");
    expect(screen.getByRole("button", { name: "Create" })).toBeEnabled();
  });

  it("says where malformed JSON breaks", async () => {
    mockFetch(bothSources);
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);
    await userEvent.upload(
      screen.getByLabelText("File"),
      jsonFile('{\n  "basics": {\n    "name": "Ada"\n    "label": "x"\n  }\n}'),
    );
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to parse JSON at line 4, column 5 (a comma is expected)",
    );
  });

  it("refuses a file, or a converted resume, larger than the server accepts, before anything is sent", async () => {
    const fetch = mockFetch(bothSources);
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);

    const padding = " ".repeat(maxRequestBodyBytes + 1024 * 1024);
    await userEvent.upload(
      screen.getByLabelText("File"),
      jsonFile(`${JSON.stringify(jsonResume)}${padding}`),
    );
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is 3 MB; the server accepts at most 2 MB.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    // Small as a file, larger than the limit as a resume: every item gains an id and Vitae's fields.
    const many = { basics: { name: "Ada" }, work: Array.from({ length: 20_000 }, () => ({ name: "A" })) };
    expect(JSON.stringify(many).length).toBeLessThan(maxRequestBodyBytes / 4);
    await userEvent.upload(screen.getByLabelText("File"), jsonFile(many));
    await userEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(
      /^The converted resume is [\d.]+ MB, more than the 2 MB the server accepts\./,
    );
    expect(screen.queryByRole("button", { name: "Create" })).toBeNull();
    expect(requestLog(fetch)).not.toContain("POST /api/resume/import");
  }, 30_000);

  it("imports from the learning platform with the platform's cookie token, and says when it is refused", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above, the platform's cookie as the page sees it
    document.cookie = "lmsRefreshToken=platform-token-1";
    let answer = () =>
      jsonResponse({
        data: { version: 1, user: { name: "Priya Platform" }, courses: [{ title: "Algorithms" }] },
      });
    const fetch = mockFetch({ ...bothSources, "POST /api/auth/importUserData": () => answer() });
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);

    await chooseType("Coach LMS");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByTestId("import-preview")).toHaveTextContent("Certifications: 1");
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith("/api/auth/importUserData"));
    expect(bodyOf(call?.[1])).toEqual({ refreshToken: "platform-token-1" });

    answer = () =>
      errorResponse(401, "ImportNotSignedIn", "The learning platform did not accept the credentials (401)");
    await chooseType("LPU Resume");
    await chooseType("Coach LMS");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("did not accept the session");
    expect(toastStore.getToasts()[0]).toMatchObject({ title: "Sign in to the source first" });
    expect(requestLog(fetch)).toContain("POST /api/auth/importUserData");
  });

  it("disables a server-side source the server has not configured, and says which setting enables it", async () => {
    mockFetch({
      "GET /api/resume/import/sources": () => jsonResponse({ lms: false, linkedinProfile: false }),
    });
    renderWithApp(<ImportDialog open onOpenChange={() => {}} />);
    await chooseType("LinkedIn profile");
    expect(await screen.findByRole("note")).toHaveTextContent("LINKEDIN_PROFILE_API_URL");
    expect(screen.getByRole("textbox", { name: "Linkedin Profile Url" })).toBeDisabled();
    await chooseType("LPU Resume");
    expect(await screen.findByRole("note")).toHaveTextContent("LMS_API_URL");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });
});

describe("platformTokenFromCookies", () => {
  it("finds a cookie named like refreshToken or Authorization, decoded", () => {
    expect(platformTokenFromCookies("theme=dark; lms_refreshToken=abc%20def")).toBe("abc def");
    expect(platformTokenFromCookies("Authorization=Bearer%20xyz")).toBe("Bearer xyz");
    expect(platformTokenFromCookies("SignedIn=1; theme=dark")).toBeUndefined();
  });
});
