import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const asGuest = (register: () => Response) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/register": register,
  });

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText("Name"), "Ada Lovelace");
  await userEvent.type(screen.getByLabelText("Username"), "ada");
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "secret1");
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("registration", () => {
  it("validates the username with the schema's message", async () => {
    asGuest(() => jsonResponse(sampleUser));
    renderApp("/auth/register");

    await userEvent.type(await screen.findByLabelText("Username"), "Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(
      await screen.findByText(
        "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.",
      ),
    ).toBeVisible();
  });

  it("stores the new user and continues to the e-mail check", async () => {
    const fetch = asGuest(() => jsonResponse(sampleUser, 201));
    const { router, queryClient } = renderApp("/auth/register");

    await fillAndSubmit();

    expect(await screen.findByRole("heading", { name: "Verify your email" })).toBeVisible();
    expect(locationOf(router)).toBe("/auth/verify-email");
    expect(queryClient.getQueryData(["user"])).toEqual(sampleUser);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/auth/register"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Ada Lovelace",
      username: "ada",
      email: "ada@example.com",
      password: "secret1",
      locale: "en-US",
    });
  });

  it("shows the sign-ups-closed banner and locks the form when the server refuses sign-ups", async () => {
    asGuest(() => errorResponse(403, "SignupDisabled"));
    renderApp("/auth/register");

    await fillAndSubmit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-ups are closed");
    const form = screen.getByRole("button", { name: "Create account" }).closest("form");
    expect(form).toHaveAttribute("inert");
    expect(screen.getByRole("button", { name: "Create account" })).toBeDisabled();
  });

  it("keeps what was typed when the account exists, and says so at the e-mail field", async () => {
    asGuest(() => errorResponse(409, "UserAlreadyExists"));
    renderApp("/auth/register");

    await fillAndSubmit();

    const email = screen.getByLabelText("Email");
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/already exists/);
    expect(email).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Username")).toHaveValue("ada");
    expect(screen.getByLabelText("Password")).toHaveValue("secret1");
  });
});
