import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { api } from "../lib/api-client";
import { createQueryClient } from "../lib/query-client";
import { errorResponse, jsonResponse, mockFetch, sampleUser } from "../test/fetch-mock";
import { createRoutes } from "./router";
import { handleSessionExpiry } from "./session";

/** These tests are about transport and errors, not shapes: any answer is accepted. */
const anyAnswer = z.unknown();

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  handleSessionExpiry({ router, queryClient });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("session expiry", () => {
  it("clears the user and sends them to login, with the way back, when a refresh fails", async () => {
    mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      "GET /api/resume": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    });
    const { router, queryClient } = renderApp("/dashboard/settings");
    await screen.findByRole("heading", { name: "Settings" });

    await expect(api.get("/resume", anyAnswer)).rejects.toMatchObject({ status: 401 });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?redirect=%2Fdashboard%2Fsettings");
    expect(queryClient.getQueryData(["user"])).toBeNull();
  });

  it("leaves a guest where they are", async () => {
    mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    });
    const { router } = renderApp("/");

    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
