import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n";
import { reloadPage } from "@/lib/reload-page";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { renderApp } from "@/test/render-app";

vi.mock("@/lib/reload-page", () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe("changing the language", () => {
  it("on the settings page saves it here and on the account, then reloads", async () => {
    const fetch = mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      "PATCH /api/user/me": () => jsonResponse({ ...sampleUser, locale: "de-DE" }),
    });
    renderApp("/dashboard/settings");

    const select = await screen.findByRole("combobox", { name: "Language" });
    expect(select).toHaveValue("en-US");
    expect(screen.getAllByRole("option")).toHaveLength(46);
    await userEvent.selectOptions(select, "de-DE");

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("de-DE");
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ locale: "de-DE" });
    // Saved before the reload, so the new page starts in it.
    expect(requestLog(fetch).at(-1)).toBe("PATCH /api/user/me");
  });

  it("still switches (and reloads) when the account cannot be updated", async () => {
    mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      "PATCH /api/user/me": () => errorResponse(500, "SomethingWentWrong"),
    });
    renderApp("/dashboard/settings");

    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "fr-FR");

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
  });

  it("for a guest on the auth pages saves it in the browser only", async () => {
    const fetch = mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
      "GET /api/auth/providers": () => jsonResponse(["email"]),
    });
    renderApp("/auth/login");

    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "ja-JP");

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ja-JP");
    expect(requestLog(fetch)).not.toContain("PATCH /api/user/me");
  });
});

describe("the language names", () => {
  it("shows every language in its own name", async () => {
    mockFetch({ "GET /api/user/me": () => jsonResponse(sampleUser) });
    renderApp("/dashboard/settings");
    await screen.findByRole("combobox", { name: "Language" });
    const label = (locale: string) =>
      screen.getAllByRole("option").find((option) => option.getAttribute("value") === locale)?.textContent;
    expect(label("de-DE")).toMatch(/^Deutsch/);
    expect(label("ja-JP")).toMatch(/^日本語/);
    expect(label("ar-SA")).toMatch(/^العربية/);
    expect(label("fr-FR")).toMatch(/^Français/);
  });
});
