import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { locationOf, renderApp } from "@/test/render-app";

const asPendingSecondFactor = (verify: () => Response) =>
  mockFetch({
    "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    "POST /api/auth/2fa/verify": verify,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("two-factor code sign-in", () => {
  it("asks for six digits the way phones and password managers understand", async () => {
    asPendingSecondFactor(() => jsonResponse(sampleUser));
    renderApp("/auth/verify-otp");

    const code = await screen.findByLabelText("Code");
    expect(code).toHaveAttribute("pattern", "[0-9]{6}");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("maxlength", "6");
  });

  it("empties a refused code, says why at the field and puts the cursor back", async () => {
    const fetch = asPendingSecondFactor(() => errorResponse(401, "InvalidTwoFactorCode"));
    renderApp("/auth/verify-otp");

    const code = await screen.findByLabelText("Code");
    await userEvent.type(code, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/not correct or has expired/));
    expect(requestLog(fetch)).toContain("POST /api/auth/2fa/verify");
    expect(code).toHaveValue("");
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("says to wait for the next code when the code on screen was already used (right after enabling)", async () => {
    asPendingSecondFactor(() => errorResponse(401, "TwoFactorCodeUsed"));
    renderApp("/auth/verify-otp");

    const code = await screen.findByLabelText("Code");
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        "This code was just used. Wait for your app to show the next code, then enter that one.",
      ),
    );
    expect(code).toHaveValue("");
    expect(code).toHaveFocus();
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });

  it("signs in with a right code and follows ?redirect=", async () => {
    asPendingSecondFactor(() => jsonResponse(sampleUser));
    const { router } = renderApp("/auth/verify-otp?redirect=/dashboard/settings");

    await userEvent.type(await screen.findByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(locationOf(router)).toBe("/dashboard/settings");
  });
});
