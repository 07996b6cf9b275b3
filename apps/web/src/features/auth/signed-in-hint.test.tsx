import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "../../test/fetch-mock";
import { locationOf, renderApp } from "../../test/render-app";

const dropHint = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server clearing its cookie.
  document.cookie = "SignedIn=; path=/; max-age=0";
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a guest's browser (no SignedIn cookie)", () => {
  it("opens the landing page without asking who is signed in", async () => {
    dropHint();
    const fetch = mockFetch({});
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Vitae" })).toBeInTheDocument();
    expect(requestLog(fetch)).toEqual([]);
  });

  it("opens the login page asking only for the sign-in methods", async () => {
    dropHint();
    const fetch = mockFetch({
      "GET /api/auth/providers": () => jsonResponse(["email"]),
      "GET /api/auth/captcha": () => jsonResponse({ captcha: "off" }),
    });
    renderApp("/auth/login");

    expect(await screen.findByLabelText("Email or username")).toBeInTheDocument();
    // What the page needs to draw its form (the methods, whether a bot check is on); never /user/me or a refresh.
    await waitFor(() =>
      expect(requestLog(fetch).sort()).toEqual(["GET /api/auth/captcha", "GET /api/auth/providers"]),
    );
  });

  it("is sent from a signed-in page to the login screen without a 401 on the way", async () => {
    dropHint();
    const fetch = mockFetch({ "GET /api/auth/providers": () => jsonResponse(["email"]) });
    const { router } = renderApp("/dashboard/settings");

    await screen.findByLabelText("Email or username");
    expect(locationOf(router)).toBe("/auth/login?redirect=%2Fdashboard%2Fsettings");
    expect(requestLog(fetch)).not.toContain("GET /api/user/me");
    expect(requestLog(fetch)).not.toContain("POST /api/auth/refresh");
  });
});

describe("a browser with the SignedIn cookie", () => {
  it("asks the server for the user", async () => {
    const fetch = mockFetch({ "GET /api/user/me": () => jsonResponse(sampleUser) });
    renderApp("/");

    await screen.findByRole("link", { name: "Open your resumes" });
    expect(requestLog(fetch)).toEqual(["GET /api/user/me"]);
  });

  it("treats a session the server no longer knows as a guest", async () => {
    const fetch = mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "InvalidToken"),
    });
    renderApp("/");

    expect(await screen.findByRole("link", { name: "Start building" })).toBeInTheDocument();
    expect(requestLog(fetch)).toEqual(["GET /api/user/me", "POST /api/auth/refresh"]);
  });
});
