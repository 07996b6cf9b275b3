import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const asPendingSecondFactor = (backup: () => Response) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/2fa/backup": backup,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("backup code sign-in", () => {
  it("offers a 10-character lowercase pattern with an example and a way back", async () => {
    asPendingSecondFactor(() => jsonResponse(sampleUser));
    renderApp("/auth/backup-otp");

    const code = await screen.findByLabelText("Backup code");
    expect(code).toHaveAttribute("pattern", "[a-z0-9]{10}");
    expect(code).toHaveAttribute("placeholder", "a1b2c3d4e5");
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/auth/verify-otp");
  });

  it("empties the form without any message when the code is refused", async () => {
    const fetch = asPendingSecondFactor(() => errorResponse(401, "InvalidTwoFactorBackupCode"));
    renderApp("/auth/backup-otp");

    const code = await screen.findByLabelText("Backup code");
    await userEvent.type(code, "abcde12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/2fa/backup"));
    await vi.waitFor(() => expect(code).toHaveValue(""));
    expect(code).toHaveAttribute("aria-invalid", "false");
    expect(toastStore.getToasts()).toEqual([]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("signs in with a valid code and follows ?redirect=", async () => {
    asPendingSecondFactor(() => jsonResponse(sampleUser));
    const { router, queryClient } = renderApp("/auth/backup-otp?redirect=/dashboard/settings");

    await userEvent.type(await screen.findByLabelText("Backup code"), "abcde12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(locationOf(router)).toBe("/dashboard/settings");
    expect(queryClient.getQueryData(["user"])).toEqual(sampleUser);
  });

  it("checks the shape before asking the server", async () => {
    const fetch = asPendingSecondFactor(() => jsonResponse(sampleUser));
    renderApp("/auth/backup-otp");

    await userEvent.type(await screen.findByLabelText("Backup code"), "ABC");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Backup codes are 10 lowercase letters or digits.")).toBeVisible();
    expect(requestLog(fetch)).not.toContain("POST /api/auth/2fa/backup");
  });
});
