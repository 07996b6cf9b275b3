import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const guestWith = (providers: string[], extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "GET /api/auth/providers": () => jsonResponse(providers),
    ...extra,
  });

const openLogin = async (path = "/auth/login") => {
  const app = renderApp(path);
  await screen.findByRole("heading", { name: "Sign in" });
  return app;
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("login form validation", () => {
  it("refuses an identifier that is neither an e-mail nor a username, and a short password", async () => {
    const fetch = guestWith(["email"]);
    await openLogin();

    await userEvent.type(await screen.findByLabelText("Email or username"), "not an@email");
    await userEvent.type(screen.getByLabelText("Password"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Enter a valid email address or username.")).toBeVisible();
    expect(screen.getByText("The password must be at least 6 characters long.")).toBeVisible();
    expect(screen.getByLabelText("Email or username")).toHaveAttribute("aria-invalid", "true");
    expect(requestLog(fetch)).not.toContain("POST /api/auth/login");
  });

  it.each(["ada", "ada@example.com", "Ada@Example.com"])(
    "accepts %s as an identifier",
    async (identifier) => {
      const fetch = guestWith(["email"], {
        "POST /api/auth/login": () => jsonResponse({ status: "2fa_required" }),
      });
      const { router } = await openLogin("/auth/login?redirect=/dashboard/settings");

      await userEvent.type(await screen.findByLabelText("Email or username"), identifier);
      await userEvent.type(screen.getByLabelText("Password"), "secret1");
      await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

      await screen.findByRole("heading", { name: "Two-factor authentication" });
      const loginCall = fetch.mock.calls.find(([url]) => String(url).endsWith("/auth/login"));
      expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
        identifier: identifier.toLowerCase(),
        password: "secret1",
      });
      // The way back survives the second step.
      expect(locationOf(router)).toBe("/auth/verify-otp?redirect=%2Fdashboard%2Fsettings");
    },
  );

  it("stores the user and follows ?redirect= after a sign-in without 2FA", async () => {
    guestWith(["email"], {
      "POST /api/auth/login": () => jsonResponse({ status: "authenticated", user: sampleUser }),
    });
    const { router, queryClient } = await openLogin("/auth/login?redirect=/dashboard/settings");

    await userEvent.type(await screen.findByLabelText("Email or username"), "ada");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(locationOf(router)).toBe("/dashboard/settings");
    expect(queryClient.getQueryData(["user"])).toEqual(sampleUser);
  });

  it("keeps what was typed after a refused attempt, says so at the password and focuses it", async () => {
    const fetch = guestWith(["email"], {
      "POST /api/auth/login": () => errorResponse(401, "InvalidCredentials"),
    });
    await openLogin();

    await userEvent.type(await screen.findByLabelText("Email or username"), "ada");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    const password = screen.getByLabelText("Password");
    await vi.waitFor(() => expect(password).toHaveFocus());
    expect(requestLog(fetch)).toContain("POST /api/auth/login");
    expect(password).toHaveValue("wrong-password");
    expect(screen.getByLabelText("Email or username")).toHaveValue("ada");
    expect(password).toHaveAttribute("aria-invalid", "true");
    // The server does not say which part was wrong, so neither does the message.
    expect(password).toHaveAccessibleDescription(/email, username or password is not correct/);
    // The message is at the field; no toast repeats it.
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("still toasts a refusal that no field explains", async () => {
    guestWith(["email"], { "POST /api/auth/login": () => errorResponse(429, "TooManyRequests") });
    await openLogin();

    await userEvent.type(await screen.findByLabelText("Email or username"), "ada");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await vi.waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ open: true, title: "Too many attempts" }),
      ]),
    );
    expect(screen.getByLabelText("Password")).toHaveValue("secret1");
  });

  it("moves from the identifier to the password with Tab, before the forgotten-password link", async () => {
    guestWith(["email"]);
    await openLogin();
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText("Email or username"));
    await user.tab();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Show password" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveFocus();
  });
});

describe("a verification link opened signed out", () => {
  it("explains why sign-in comes first, then goes on verifying", async () => {
    const fetch = guestWith(["email"], {
      "POST /api/auth/login": () => jsonResponse({ status: "authenticated", user: sampleUser }),
      "POST /api/auth/verify-email": () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp("/auth/verify-email?token=abc123");

    expect(await screen.findByText("Sign in to verify your email")).toBeVisible();
    expect(locationOf(router)).toBe("/auth/login?redirect=%2Fauth%2Fverify-email%3Ftoken%3Dabc123");
    await userEvent.type(await screen.findByLabelText("Email or username"), "ada");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/verify-email"));
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/auth/verify-email"));
    expect(new URL(String(call?.[0]), "http://localhost").searchParams.get("token")).toBe("abc123");
  });

  it("says nothing about verifying on a plain sign-in", async () => {
    guestWith(["email"]);
    await openLogin();
    await screen.findByLabelText("Email or username");
    expect(screen.queryByText("Sign in to verify your email")).not.toBeInTheDocument();
  });
});

describe("holding Ctrl", () => {
  it("shows the password while held and hides it on release", async () => {
    guestWith(["email"]);
    await openLogin();
    const user = userEvent.setup();
    const password = await screen.findByLabelText("Password");
    await user.type(password, "secret1");
    expect(password).toHaveAttribute("type", "password");

    await user.keyboard("{Control>}");
    expect(password).toHaveAttribute("type", "text");

    await user.keyboard("{/Control}");
    expect(password).toHaveAttribute("type", "password");
  });
});

describe("sign-in methods", () => {
  it("shows the e-mail form and a button per listed provider", async () => {
    guestWith(["email", "github", "google", "openid"]);
    await openLogin();

    expect(await screen.findByLabelText("Email or username")).toBeVisible();
    expect(screen.getByText("or continue with")).toBeVisible();
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "/api/auth/github");
    expect(screen.getByRole("link", { name: "Google" })).toHaveAttribute("href", "/api/auth/google");
    expect(screen.getByRole("link", { name: "OpenID" })).toHaveAttribute("href", "/api/auth/openid");
  });

  it("shows no social button the server does not list", async () => {
    guestWith(["email", "google"]);
    await openLogin();

    expect(await screen.findByRole("link", { name: "Google" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "GitHub" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "OpenID" })).not.toBeInTheDocument();
  });

  it("shows neither divider nor social buttons when only e-mail is offered", async () => {
    guestWith(["email"]);
    await openLogin();

    await screen.findByLabelText("Email or username");
    expect(screen.queryByText("or continue with")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /GitHub|Google|OpenID/ })).not.toBeInTheDocument();
  });

  it("hides the e-mail form when the server does not list email", async () => {
    guestWith(["github"]);
    await openLogin();

    const main = screen.getByRole("main");
    expect(await within(main).findByRole("link", { name: "GitHub" })).toBeVisible();
    expect(screen.queryByLabelText("Email or username")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("links to registration and to the password reset", async () => {
    guestWith(["email"]);
    await openLogin();

    expect(await screen.findByRole("link", { name: "Create one now" })).toHaveAttribute(
      "href",
      "/auth/register",
    );
    expect(await screen.findByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
  });
});
