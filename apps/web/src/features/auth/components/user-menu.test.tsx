import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { sampleUser } from "@/test/fetch-mock";
import { UserMenu } from "./user-menu";

function renderMenu(compact: boolean, user = sampleUser) {
  const onSignOut = vi.fn();
  const router = createMemoryRouter([
    { path: "/", element: <UserMenu user={user} onSignOut={onSignOut} compact={compact} /> },
  ]);
  render(<RouterProvider router={router} />);
  return onSignOut;
}

describe("user menu", () => {
  it("is named by the name and e-mail it shows, then what it is (WCAG 2.5.3)", () => {
    renderMenu(false);
    expect(
      screen.getByRole("button", { name: "Ada Lovelace ada@example.com Account menu" }),
    ).toBeInTheDocument();
  });

  it("names the compact trigger after its owner, starting with the initials it shows (WCAG 2.5.3)", () => {
    renderMenu(true);
    const trigger = screen.getByRole("button", { name: "AL Account menu for Ada Lovelace" });
    expect(trigger).toHaveTextContent("AL");
  });

  it("names the picture-only trigger after its owner", () => {
    renderMenu(true, { ...sampleUser, picture: "https://example.com/ada.webp" });
    expect(screen.getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeInTheDocument();
  });

  it("signs out from the menu", async () => {
    const onSignOut = renderMenu(false);
    await userEvent.click(screen.getByRole("button", { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Logout/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
