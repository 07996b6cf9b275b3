import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, mockFetch } from "@/test/fetch-mock";
import { renderApp } from "@/test/render-app";

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("reset password form", () => {
  it("keeps the new password when the link is refused, and says why", async () => {
    mockFetch({
      "GET /api/user/me": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/reset-password": () => errorResponse(400, "InvalidResetToken"),
    });
    renderApp("/auth/reset-password?token=expired");

    const password = await screen.findByLabelText("New password");
    await userEvent.type(password, "brand-new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));

    await vi.waitFor(() =>
      expect(toastStore.getToasts()).toEqual([expect.objectContaining({ open: true, variant: "error" })]),
    );
    expect(password).toHaveValue("brand-new-secret");
  });
});
