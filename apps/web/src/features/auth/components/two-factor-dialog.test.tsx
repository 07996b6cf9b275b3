import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { TwoFactorSettings } from "./two-factor-settings";

const uri = "otpauth://totp/Vitae:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Vitae";
const backupCodes = [
  "a1b2c3d4e5",
  "f6g7h8i9j0",
  "k1l2m3n4o5",
  "p6q7r8s9t0",
  "u1v2w3x4y5",
  "z6a7b8c9d0",
  "e1f2g3h4i5",
  "j6k7l8m9n0",
];

function renderSettings(user: User) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(["user"], user);
  render(
    <QueryClientProvider client={queryClient}>
      <TwoFactorSettings user={user} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const requestBody = (fetch: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetch.mock.calls.find(([url]) => String(url).endsWith(path));
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("two-factor dialog", () => {
  it("walks create → update → duplicate → close", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch({
      "POST /api/auth/2fa/setup": () => jsonResponse({ message: uri }),
      "POST /api/auth/2fa/enable": () => jsonResponse({ backupCodes }),
      "GET /api/user/me": () => jsonResponse({ ...sampleUser, twoFactorEnabled: true }),
    });
    const queryClient = renderSettings(sampleUser);

    // create: a 256 px QR code of the setup URI, and the URI as text.
    await user.click(screen.getByRole("button", { name: "Enable two-factor authentication" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up two-factor authentication" });
    const qr = await within(dialog).findByRole("img", {
      name: "QR code to scan with your authenticator app",
    });
    expect(qr).toHaveAttribute("width", "256");
    expect(qr).toHaveAttribute("height", "256");
    expect(within(dialog).getByText(uri)).toBeVisible();
    // …and its secret in groups of four for typing, copied without the spaces.
    expect(within(dialog).getByText("JBSW Y3DP EHPK 3PXP")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Copy key" }));
    expect(await navigator.clipboard.readText()).toBe("JBSWY3DPEHPK3PXP");

    // update: Enable does nothing without a code; a malformed code gets the schema's message.
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("dialog", { name: "Enter a code" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Enable" }));
    expect(requestLog(fetch)).not.toContain("POST /api/auth/2fa/enable");
    expect(screen.queryByText("code must be a 6 digit number")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Code"), "12ab");
    await user.click(screen.getByRole("button", { name: "Enable" }));
    expect(await screen.findByText("code must be a 6 digit number")).toBeVisible();
    expect(requestLog(fetch)).not.toContain("POST /api/auth/2fa/enable");

    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Enable" }));

    // duplicate: the 8 backup codes, copyable.
    const codesDialog = await screen.findByRole("dialog", { name: "Save your backup codes" });
    expect(requestBody(fetch, "/auth/2fa/enable")).toEqual({ code: "123456" });
    const list = within(codesDialog).getByRole("list", { name: "Backup codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(backupCodes);
    await user.click(within(codesDialog).getByRole("button", { name: "Copy codes" }));
    expect(await navigator.clipboard.readText()).toBe(backupCodes.join("\n"));

    // close: the user is refreshed and now has 2FA on.
    await user.click(within(codesDialog).getByRole("button", { name: "Done" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestLog(fetch)).toContain("GET /api/user/me");
    await vi.waitFor(() => expect(queryClient.getQueryData<User>(["user"])?.twoFactorEnabled).toBe(true));
  });

  it("stays on the code step with an empty field when the server refuses the code", async () => {
    const user = userEvent.setup();
    mockFetch({
      "POST /api/auth/2fa/setup": () => jsonResponse({ message: uri }),
      "POST /api/auth/2fa/enable": () => errorResponse(400, "InvalidTwoFactorCode"),
    });
    renderSettings(sampleUser);

    await user.click(screen.getByRole("button", { name: "Enable two-factor authentication" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "000000");
    await user.click(screen.getByRole("button", { name: "Enable" }));

    const code = screen.getByLabelText("Code");
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/not correct or has expired/));
    expect(code).toHaveValue("");
    expect(code).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "Enter a code" })).toBeVisible();
    // Said at the field, not in a toast that would outlive this step.
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("says to wait for the next code when the right one was already used", async () => {
    const user = userEvent.setup();
    mockFetch({
      "POST /api/auth/2fa/setup": () => jsonResponse({ message: uri }),
      "POST /api/auth/2fa/enable": () => errorResponse(401, "TwoFactorCodeUsed"),
    });
    renderSettings(sampleUser);

    await user.click(screen.getByRole("button", { name: "Enable two-factor authentication" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Enable" }));

    const code = screen.getByLabelText("Code");
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        "This code was just used. Wait for your app to show the next code, then enter that one.",
      ),
    );
    expect(code).toHaveValue("");
    expect(code).toHaveFocus();
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("clears an earlier error toast when the backup codes appear", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockFetch({
      "POST /api/auth/2fa/setup": () => jsonResponse({ message: uri }),
      "POST /api/auth/2fa/enable": () => {
        attempts += 1;
        return attempts === 1 ? errorResponse(429, "TooManyRequests") : jsonResponse({ backupCodes });
      },
      "GET /api/user/me": () => jsonResponse({ ...sampleUser, twoFactorEnabled: true }),
    });
    renderSettings(sampleUser);

    await user.click(screen.getByRole("button", { name: "Enable two-factor authentication" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Enable" }));
    await vi.waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ open: true, title: "Too many attempts" }),
      ]),
    );

    await user.click(screen.getByRole("button", { name: "Enable" }));
    await screen.findByRole("dialog", { name: "Save your backup codes" });
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("offers the code field as six digits for phones and password managers", async () => {
    const user = userEvent.setup();
    mockFetch({ "POST /api/auth/2fa/setup": () => jsonResponse({ message: uri }) });
    renderSettings(sampleUser);

    await user.click(screen.getByRole("button", { name: "Enable two-factor authentication" }));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    const code = await screen.findByLabelText("Code");
    expect(code).toHaveAttribute("pattern", "[0-9]{6}");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("maxlength", "6");
  });

  it("disables 2FA only after confirming with the password, then refreshes the user", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch({
      "POST /api/auth/2fa/disable": () => jsonResponse({ message: "Two-factor authentication disabled" }),
      "GET /api/user/me": () => jsonResponse(sampleUser),
    });
    const queryClient = renderSettings({ ...sampleUser, twoFactorEnabled: true });

    await user.click(screen.getByRole("button", { name: "Disable two-factor authentication" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Disable two-factor authentication?" });
    expect(requestLog(fetch)).toEqual([]);
    await user.type(within(confirm).getByLabelText("Password"), "secret1");
    await user.click(within(confirm).getByRole("button", { name: "Disable" }));

    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestBody(fetch, "/auth/2fa/disable")).toEqual({ password: "secret1" });
    expect(toastStore.getToasts()).toEqual([
      expect.objectContaining({ title: "Two-factor authentication disabled" }),
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData<User>(["user"])?.twoFactorEnabled).toBe(false));
  });

  it("lets a 2FA user confirm the disable with a code instead", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch({
      "POST /api/auth/2fa/disable": () => jsonResponse({}),
      "GET /api/user/me": () => jsonResponse(sampleUser),
    });
    renderSettings({ ...sampleUser, twoFactorEnabled: true });

    await user.click(screen.getByRole("button", { name: "Disable two-factor authentication" }));
    await user.click(await screen.findByRole("button", { name: "Use a two-factor code instead" }));
    await user.type(screen.getByLabelText("Two-factor code"), "654321");
    await user.click(screen.getByRole("button", { name: "Disable" }));

    await vi.waitFor(() => expect(requestBody(fetch, "/auth/2fa/disable")).toEqual({ code: "654321" }));
  });
});
