import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toastStore } from "@/lib/toast";
import { errorResponse, mockFetch, sampleUser } from "@/test/fetch-mock";
import { ChangePasswordForm } from "./change-password-form";

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm user={{ ...sampleUser, provider: "email" }} />
    </QueryClientProvider>,
  );
}

const openToasts = () => toastStore.getToasts().filter((toast) => toast.open);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

describe("change password form", () => {
  it("keeps both passwords after a wrong current one, names that field and focuses it", async () => {
    mockFetch({ "POST /api/auth/change-password": () => errorResponse(401, "InvalidCredentials") });
    renderForm();

    await userEvent.type(screen.getByLabelText("Current password"), "not-my-password");
    await userEvent.type(screen.getByLabelText("New password"), "brand-new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));

    const current = screen.getByLabelText("Current password");
    await vi.waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue("not-my-password");
    expect(screen.getByLabelText("New password")).toHaveValue("brand-new-secret");
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("The current password is not correct.");
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "false");
    expect(openToasts()).toEqual([]);
  });

  it("empties the form and confirms after a change", async () => {
    mockFetch({ "POST /api/auth/change-password": () => new Response(null, { status: 204 }) });
    renderForm();

    await userEvent.type(screen.getByLabelText("Current password"), "old-secret");
    await userEvent.type(screen.getByLabelText("New password"), "brand-new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));

    await vi.waitFor(() =>
      expect(openToasts()).toEqual([expect.objectContaining({ title: "Password changed" })]),
    );
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(screen.getByLabelText("New password")).toHaveValue("");
  });
});
