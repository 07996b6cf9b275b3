import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const options = {
  challenge: "Y2hhbGxlbmdl",
  rpId: "localhost",
  allowCredentials: [{ id: "Y3JlZA", type: "public-key", transports: ["internal"] }],
  userVerification: "preferred",
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

const pendingSecondFactor = (extra: Parameters<typeof mockFetch>[0]) => {
  vi.stubGlobal("PublicKeyCredential", () => undefined);
  const get = vi.fn(async () => ({
    id: "Y3JlZA",
    rawId: bytes("cred"),
    type: "public-key",
    response: {
      clientDataJSON: bytes("{}"),
      authenticatorData: bytes("a"),
      signature: bytes("s"),
      userHandle: null,
    },
    getClientExtensionResults: () => ({}),
  }));
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { credentials: { get } }));
  return mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    ...extra,
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("a passkey as the second factor", () => {
  it("completes the sign-in instead of a code when the account has a passkey", async () => {
    const fetch = pendingSecondFactor({
      "POST /api/auth/2fa/passkey-options": () => jsonResponse(options),
      "POST /api/auth/2fa/passkey": () => jsonResponse(sampleUser),
      // The settings page it goes on to.
      "GET /api/user/me/passkeys": () => jsonResponse([]),
      "GET /api/user/me/api-keys": () => jsonResponse([]),
    });
    const { router } = renderApp("/auth/verify-otp?redirect=/dashboard/settings");

    await userEvent.click(await screen.findByRole("button", { name: "Use a passkey instead" }));

    await vi.waitFor(() => expect(locationOf(router)).toBe("/dashboard/settings"), { timeout: 5000 });
    expect(requestLog(fetch)).toContain("POST /api/auth/2fa/passkey");
    expect(requestLog(fetch)).not.toContain("POST /api/auth/2fa/verify");
  });

  it("is not offered to an account without passkeys", async () => {
    const fetch = pendingSecondFactor({
      "POST /api/auth/2fa/passkey-options": () =>
        errorResponse(404, "NotFound", "This account has no passkeys"),
    });
    renderApp("/auth/verify-otp");

    await screen.findByRole("button", { name: "Verify" });
    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/2fa/passkey-options"));
    expect(screen.queryByRole("button", { name: "Use a passkey instead" })).toBeNull();
  });
});
