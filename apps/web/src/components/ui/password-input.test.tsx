import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordInput } from "./password-input";

function renderField() {
  render(
    <>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" />
    </>,
  );
  return screen.getByLabelText("Password");
}

describe("password input", () => {
  it("shows and hides the password with its button, keeping the text and the field's focus target", async () => {
    const user = userEvent.setup();
    const field = renderField();
    await user.type(field, "secret1");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(field).toHaveAttribute("type", "password");

    await user.click(toggle);
    expect(field).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveAttribute("title", "Hide password");
    expect(field).toHaveValue("secret1");

    await user.click(toggle);
    expect(field).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("is a button, so a form's Enter or a tap on it never submits", () => {
    renderField();
    expect(screen.getByRole("button", { name: "Show password" })).toHaveAttribute("type", "button");
  });

  it("still shows the password while Control is held", async () => {
    const user = userEvent.setup();
    const field = renderField();
    await user.keyboard("{Control>}");
    expect(field).toHaveAttribute("type", "text");
    await user.keyboard("{/Control}");
    expect(field).toHaveAttribute("type", "password");
  });
});
