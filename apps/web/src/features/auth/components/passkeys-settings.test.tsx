import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Passkey } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { PasskeysSettings } from "./passkeys-settings";

const laptop: Passkey = {
  id: "0194f7c2-7e1a-7000-8000-0000000000a1",
  name: "Laptop",
  createdAt: "2026-01-05T10:00:00.000Z",
  lastUsedAt: null,
  synced: true,
};
const registrationOptions = {
  rp: { id: "localhost", name: "Vitae" },
  user: { id: "dXNlcg", name: "ada@example.com", displayName: "Ada" },
  challenge: "Y2hhbGxlbmdl",
  pubKeyCredParams: [{ type: "public-key", alg: -7 }],
  authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  attestation: "none",
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser with WebAuthn whose "create a passkey" dialog ends as `answer` says. */
const browserCreating = (answer: () => Promise<unknown>) => {
  vi.stubGlobal("PublicKeyCredential", () => undefined);
  const create = vi.fn(answer);
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { credentials: { create } }));
  return create;
};

const renderSettings = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasskeysSettings user={sampleUser} />
      <Toaster />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("Settings → Passkeys", () => {
  it("names a new passkey, lets the browser create it, and lists it", async () => {
    const create = browserCreating(async () => ({
      id: "Y3JlZA",
      rawId: bytes("cred"),
      type: "public-key",
      response: {
        clientDataJSON: bytes("{}"),
        attestationObject: bytes("att"),
        getTransports: () => ["internal"],
      },
      getClientExtensionResults: () => ({}),
    }));
    let stored: Passkey[] = [];
    const fetch = mockFetch({
      "GET /api/user/me/passkeys": () => jsonResponse(stored),
      "POST /api/auth/passkeys/registration-options": () => jsonResponse(registrationOptions),
      "POST /api/user/me/passkeys": () => {
        stored = [laptop];
        return jsonResponse(laptop, 201);
      },
    });
    renderSettings();

    expect(await screen.findByText("No passkeys yet.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    const dialog = screen.getByRole("dialog", { name: "Add a passkey" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Laptop ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));

    const list = await screen.findByRole("list", { name: "Your passkeys" });
    expect(within(list).getByRole("listitem")).toHaveTextContent(/^Laptop\s*Synced/);
    expect(within(list).getByText(/^Added .+ · never used$/)).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    const added = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith("/user/me/passkeys") && init?.method === "POST",
    );
    expect(JSON.parse(String(added?.[1]?.body))).toMatchObject({
      name: "Laptop",
      response: { id: "Y3JlZA", response: { transports: ["internal"] } },
    });
  });

  it("keeps the dialog and adds nothing when the browser's dialog is closed", async () => {
    browserCreating(async () => {
      throw new DOMException("The operation either timed out or was not allowed.", "NotAllowedError");
    });
    const fetch = mockFetch({
      "GET /api/user/me/passkeys": () => jsonResponse([]),
      "POST /api/auth/passkeys/registration-options": () => jsonResponse(registrationOptions),
    });
    renderSettings();

    await userEvent.click(await screen.findByRole("button", { name: "Add a passkey" }));
    const dialog = screen.getByRole("dialog", { name: "Add a passkey" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Phone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("The passkey request was cancelled or timed out.")).toBeVisible();
    expect(dialog).toBeVisible();
    expect(requestLog(fetch)).not.toContain("POST /api/user/me/passkeys");
  });

  it("removes a passkey only with the password", async () => {
    browserCreating(async () => undefined);
    let stored = [laptop];
    const fetch = mockFetch({
      "GET /api/user/me/passkeys": () => jsonResponse(stored),
      [`DELETE /api/user/me/passkeys/${laptop.id}`]: () => {
        stored = [];
        return new Response(null, { status: 204 });
      },
    });
    renderSettings();

    await userEvent.click(await screen.findByRole("button", { name: /^Remove\s*Laptop$/ }));
    const confirm = screen.getByRole("alertdialog", { name: "Remove “Laptop”?" });
    await userEvent.type(within(confirm).getByLabelText("Password"), "secret1");
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("No passkeys yet.")).toBeVisible();
    const removal = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ password: "secret1" });
  });

  it("says when the browser cannot use passkeys, and still lists them", async () => {
    mockFetch({ "GET /api/user/me/passkeys": () => jsonResponse([laptop]) });
    renderSettings();

    expect(await screen.findByText("This browser cannot use passkeys.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
    expect(await screen.findByRole("listitem")).toHaveTextContent(/^Laptop/);
  });
});
