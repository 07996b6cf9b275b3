import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { renderApp } from "@/test/render-app";

// The real widget solves its proof of work in a web worker, which jsdom has not; the e2e test runs it in Chromium.
vi.mock("altcha", () => ({}));

const guest = (captcha: "off" | "altcha", extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "GET /api/auth/providers": () => jsonResponse(["email"]),
    "GET /api/auth/captcha": () => jsonResponse({ captcha }),
    ...extra,
  });

const bodyOf = (fetch: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method} ${new URL(String(input), "http://x").pathname}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

/** What the widget does once it has solved its challenge. */
const solve = (payload: string) => {
  const widget = document.querySelector("altcha-widget");
  if (!widget) throw new Error("no widget");
  act(() => {
    widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload } }));
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("the bot check", () => {
  it("is not shown and no token is sent while the server has it off", async () => {
    const fetch = guest("off", {
      "POST /api/auth/forgot-password": () => new Response(null, { status: 204 }),
    });
    renderApp("/auth/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email"), "ada@example.com");
    await waitFor(() => expect(requestLog(fetch)).toContain("GET /api/auth/captcha"));
    expect(document.querySelector("altcha-widget")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /send/i }));
    await waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/forgot-password"));
    expect(bodyOf(fetch, "POST /api/auth/forgot-password")).toEqual({ email: "ada@example.com" });
  });

  it("asks our own server for the challenge, holds the submit until solved, and sends the answer as `token`", async () => {
    const fetch = guest("altcha", {
      "POST /api/auth/register": () => errorResponse(400, "InvalidCaptcha"),
    });
    renderApp("/auth/register");
    const widget = await waitFor(() => {
      const element = document.querySelector("altcha-widget");
      if (!element) throw new Error("no widget yet");
      return element;
    });
    expect(widget).toHaveAttribute("challenge", "/api/auth/captcha/challenge");
    expect(JSON.parse(widget.getAttribute("configuration") ?? "{}")).toMatchObject({
      hideFooter: true,
      hideLogo: true,
    });

    await userEvent.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await userEvent.type(screen.getByLabelText("Username"), "ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "analytical engine");
    const submit = screen.getByRole("button", { name: "Create account" });
    expect(submit).toBeDisabled();

    solve("c29sdmVk");
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/register"));
    expect(bodyOf(fetch, "POST /api/auth/register")).toMatchObject({ username: "ada", token: "c29sdmVk" });

    // Refused (an answer works once): a fresh widget, the submit waits again, what was typed stays.
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByLabelText("Username")).toHaveValue("ada");
    expect(document.querySelector("altcha-widget")).not.toBe(widget);
  });
});
