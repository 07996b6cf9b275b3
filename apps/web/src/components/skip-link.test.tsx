import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch, sampleUser } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";

afterEach(() => vi.unstubAllGlobals());

describe("skip link", () => {
  it("is the first Tab stop and moves focus to the page's main content", async () => {
    mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
      "GET /api/auth/providers": () => jsonResponse(["email"]),
    });
    renderApp("/auth/login");
    await screen.findByLabelText("Email or username");
    const user = userEvent.setup();

    await user.tab();
    const skip = screen.getByRole("button", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("is on the dashboard too", async () => {
    mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      "GET /api/resume": () => jsonResponse([]),
    });
    renderApp("/dashboard/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole("button", { name: "Skip to content" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
