import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../lib/paths";
import { createQueryClient } from "../lib/query-client";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "../test/fetch-mock";
import { createRoutes } from "./router";

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const asGuest = () =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "GET /api/auth/providers": () => jsonResponse(["email"]),
  });

const asSignedIn = () =>
  mockFetch({
    "GET /api/user/me": () => jsonResponse(sampleUser),
    "POST /api/auth/logout": () => new Response(null, { status: 204 }),
  });

const locationOf = (router: ReturnType<typeof renderApp>["router"]) =>
  router.state.location.pathname + router.state.location.search;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sign-in-only routes", () => {
  it("send a guest from /dashboard to the login screen with the way back", async () => {
    asGuest();
    const { router } = renderApp("/dashboard");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/auth/login?redirect=%2Fdashboard");
  });

  it("keep the query string of the page the guest asked for", async () => {
    asGuest();
    const { router } = renderApp("/builder/abc?tab=layout");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(locationOf(router)).toBe(`/auth/login?redirect=${encodeURIComponent("/builder/abc?tab=layout")}`);
  });

  it("guard /auth/verify-email", async () => {
    asGuest();
    const { router } = renderApp("/auth/verify-email");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(locationOf(router)).toBe("/auth/login?redirect=%2Fauth%2Fverify-email");
  });

  it("open for a signed-in user, /dashboard landing on the resumes page", async () => {
    asSignedIn();
    const { router } = renderApp("/dashboard");

    expect(await screen.findByRole("heading", { name: "Resumes" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/dashboard/resumes");
  });

  it("send /builder to the resume list", async () => {
    asSignedIn();
    const { router } = renderApp("/builder");

    await screen.findByRole("heading", { name: "Resumes" });
    expect(locationOf(router)).toBe("/dashboard/resumes");
  });
});

describe("guest-only routes", () => {
  it("send a signed-in visitor to the same-site ?redirect= target", async () => {
    asSignedIn();
    const { router } = renderApp("/auth/login?redirect=/dashboard/settings");

    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/dashboard/settings");
  });

  it("ignore a ?redirect= to another site and go to the dashboard", async () => {
    asSignedIn();
    const { router } = renderApp(`/auth/register?redirect=${encodeURIComponent("//evil.example")}`);

    await screen.findByRole("heading", { name: "Resumes" });
    expect(locationOf(router)).toBe("/dashboard/resumes");
  });

  it("show the page to a guest, /auth opening the login screen", async () => {
    asGuest();
    const { router } = renderApp("/auth");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/auth/login");
  });

  it("send /auth/reset-password without a token to /auth/forgot-password", async () => {
    asGuest();
    const { router } = renderApp("/auth/reset-password");

    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/auth/forgot-password");
  });
});

describe("/auth/callback", () => {
  it("sends an unknown status to login without asking the server", async () => {
    const fetch = asGuest();
    const { router } = renderApp("/auth/callback?status=nonsense");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(locationOf(router)).toBe("/auth/login");
    // Only the login page's guest-only guard asked who the visitor is; the callback did not.
    expect(requestLog(fetch).filter((call) => call === "GET /api/user/me")).toHaveLength(1);
  });

  it("sends 2fa_required to the code entry", async () => {
    asGuest();
    const { router } = renderApp("/auth/callback?status=2fa_required");

    await screen.findByRole("heading", { name: "Two-factor authentication" });
    expect(locationOf(router)).toBe("/auth/verify-otp");
  });

  it("stores the user and opens the dashboard when authenticated", async () => {
    asSignedIn();
    const { router, queryClient } = renderApp("/auth/callback?status=authenticated");

    await screen.findByRole("heading", { name: "Resumes" });
    expect(locationOf(router)).toBe("/dashboard/resumes");
    expect(queryClient.getQueryData(["user"])).toEqual(sampleUser);
  });

  it("sends to login when the cookies did not sign anybody in", async () => {
    asGuest();
    const { router } = renderApp("/auth/callback?status=authenticated");

    await screen.findByRole("heading", { name: "Sign in" });
    expect(locationOf(router)).toBe("/auth/login");
  });
});

describe("public pages", () => {
  it("show the 404 page for an unknown address", async () => {
    asGuest();
    renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });
});

describe("landing page", () => {
  it("offers a guest the login screen", async () => {
    asGuest();
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Vitae" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers a signed-in user the dashboard and a logout that forgets the user", async () => {
    const fetch = asSignedIn();
    const { queryClient } = renderApp("/");

    expect(await screen.findByRole("link", { name: "Go to dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(requestLog(fetch)).toContain("POST /api/auth/logout");
    expect(queryClient.getQueryData(["user"])).toBeNull();
  });

  it("forgets the user even when the logout call fails", async () => {
    mockFetch({
      "GET /api/user/me": () => jsonResponse(sampleUser),
      "POST /api/auth/logout": () => errorResponse(500, "SomethingWentWrong"),
    });
    renderApp("/");

    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });
});

describe("the path registry", () => {
  /** The route that would render `path`: the deepest match, or the not-found page's catch-all. */
  const pageAt = (path: string) => matchRoutes(createRoutes(createQueryClient()), path)?.at(-1)?.route;

  it("names only pages the router has, each reached by its own address", () => {
    const addresses = Object.entries(paths)
      // The framed pages' common prefix is no page of its own.
      .filter(([name]) => name !== "artboard")
      .map(([name, path]) => [
        name,
        typeof path === "function" ? path({ id: "a b", username: "ada", slug: "cv" } as never) : path,
      ]);
    const lost = addresses.filter(([, address]) => {
      const page = pageAt(address ?? "");
      return page === undefined || page.path === "*";
    });
    expect(lost).toEqual([]);
    expect(
      [paths.artboardBuilder, paths.artboardPreview].every((page) => page.startsWith(paths.artboard)),
    ).toBe(true);
  });

  it("still sends an unknown address to the not-found page", () => {
    expect(pageAt("/dashboard/nowhere")?.path).toBe("*");
  });
});
