import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const options = {
  challenge: "Y2hhbGxlbmdl",
  rpId: "localhost",
  userVerification: "required",
  timeout: 300000,
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser with WebAuthn but without passkey autofill, whose passkey dialog ends as `answer` says. */
const browserWithPasskeys = (answer: () => Promise<unknown>) => {
  vi.stubGlobal(
    "PublicKeyCredential",
    Object.assign(() => undefined, { isConditionalMediationAvailable: async () => false }),
  );
  const get = vi.fn(answer);
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { credentials: { get } }));
  return get;
};

const credential = {
  id: "Y3JlZA",
  rawId: bytes("cred"),
  type: "public-key",
  authenticatorAttachment: "platform",
  response: {
    clientDataJSON: bytes("{}"),
    authenticatorData: bytes("auth"),
    signature: bytes("sig"),
    userHandle: bytes("user"),
  },
  getClientExtensionResults: () => ({}),
};

const guest = (extra: Parameters<typeof mockFetch>[0]) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "GET /api/auth/providers": () => jsonResponse(["email"]),
    ...extra,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("signing in with a passkey", () => {
  it("signs in from the button with the browser's passkey and goes on to the redirect target", async () => {
    const get = browserWithPasskeys(async () => credential);
    const fetch = guest({
      "POST /api/auth/passkeys/sign-in-options": () => jsonResponse(options),
      "POST /api/auth/passkeys/sign-in": () => jsonResponse({ status: "authenticated", user: sampleUser }),
      // The settings page it goes on to.
      "GET /api/user/me/passkeys": () => jsonResponse([]),
      "GET /api/user/me/api-keys": () => jsonResponse([]),
    });
    const { router } = renderApp("/auth/login?redirect=/dashboard/settings");

    await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));

    await vi.waitFor(() => expect(locationOf(router)).toBe("/dashboard/settings"), { timeout: 5000 });
    expect(get).toHaveBeenCalledTimes(1);
    const signIn = fetch.mock.calls.find(([url]) => String(url).endsWith("/auth/passkeys/sign-in"));
    expect(JSON.parse(String(signIn?.[1]?.body))).toMatchObject({
      response: { id: "Y3JlZA", type: "public-key", response: { userHandle: "dXNlcg" } },
    });
    expect(screen.getByRole("textbox", { name: "Email or username" })).toHaveAttribute(
      "autocomplete",
      "username webauthn",
    );
  });

  it("says so quietly when the person closes the browser's dialog, and sends nothing", async () => {
    browserWithPasskeys(async () => {
      throw new DOMException("The operation either timed out or was not allowed.", "NotAllowedError");
    });
    const fetch = guest({ "POST /api/auth/passkeys/sign-in-options": () => jsonResponse(options) });
    renderApp("/auth/login");

    await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));

    expect(await screen.findByText("The passkey request was cancelled or timed out.")).toBeVisible();
    expect(requestLog(fetch)).not.toContain("POST /api/auth/passkeys/sign-in");
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("offers no passkey when the server has them off", async () => {
    browserWithPasskeys(async () => credential);
    const fetch = guest({
      "POST /api/auth/passkeys/sign-in-options": () => errorResponse(404, "NotFound", "Passkeys are off"),
    });
    renderApp("/auth/login");

    await screen.findByRole("button", { name: "Sign in" });
    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/passkeys/sign-in-options"));
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });
});
