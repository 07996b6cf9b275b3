import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const referrerPolicy = () => document.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("learning-platform hand-off", () => {
  it("hides the token, forgets the old session, signs in with the token and opens the dashboard", async () => {
    let release: () => void = () => {};
    const fetch = mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/coachIntegration": () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ status: "authenticated", user: sampleUser }));
        }),
    });
    localStorage.setItem("theme", "dark");
    window.history.replaceState(null, "", "/auth/coach-integration?token=platform.jwt.value");
    const { router, queryClient } = renderApp("/auth/coach-integration?token=platform.jwt.value");

    expect(await screen.findByText("Connecting your learning-platform account…")).toBeVisible();
    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/coachIntegration"));
    expect(window.location.search).toBe("");
    expect(referrerPolicy()).toBe("no-referrer");
    expect(localStorage.length).toBe(0);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/auth/coachIntegration"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: "platform.jwt.value" });

    release();
    await vi.waitFor(() => expect(locationOf(router)).toBe("/dashboard/resumes"), { timeout: 10_000 });
    expect(queryClient.getQueryData(["user"])).toEqual(sampleUser);
    // The page is gone, and with it the no-referrer rule.
    await vi.waitFor(() => expect(referrerPolicy()).not.toBe("no-referrer"));
  });

  it("says so when the token is refused", async () => {
    mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/coachIntegration": () => errorResponse(401, "InvalidToken"),
    });
    renderApp("/auth/coach-integration?token=expired");

    expect(await screen.findByRole("alert")).toHaveTextContent("The sign-in link did not work");
    expect(screen.getByRole("link", { name: "sign in here." })).toHaveAttribute("href", "/auth/login");
  });
});
