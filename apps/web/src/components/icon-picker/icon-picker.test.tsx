import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { IconPicker } from "./icon-picker";

function Harness({ initial, onChange }: { initial: string; onChange?: (slug: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconPicker
      value={value}
      label="Icon"
      onChange={(slug) => {
        setValue(slug);
        onChange?.(slug);
      }}
    />
  );
}

const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);

describe("IconPicker", () => {
  it("names the current icon on its button and lists every icon with a preview", async () => {
    render(<Harness initial="github" />);
    const trigger = screen.getByRole("button", { name: "Icon: GitHub" });
    await userEvent.click(trigger);

    const list = screen.getByRole("listbox", { name: "Icon" });
    expect(within(list).getByRole("option", { name: "GitHub" })).toHaveAttribute("aria-selected", "true");
    const linkedin = within(list).getByRole("option", { name: "LinkedIn" });
    expect(linkedin.querySelector("svg path")?.getAttribute("d")).toMatch(/^M/);
    expect(within(list).getByRole("option", { name: "Email" }).querySelector("svg")).not.toBeNull();
    expect(within(list).getByRole("option", { name: "No icon" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Contact" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Networks and brands" })).toBeInTheDocument();
    // The search box has focus and points at the current icon.
    const search = screen.getByRole("combobox", { name: "Search icons" });
    expect(search).toHaveFocus();
    expect(search.getAttribute("aria-activedescendant")).toBe(
      within(list).getByRole("option", { name: "GitHub" }).id,
    );
  });

  it("filters by name or slug as you type and says when nothing matches", async () => {
    render(<Harness initial="" />);
    await userEvent.click(screen.getByRole("button", { name: "Icon: No icon" }));
    const search = screen.getByRole("combobox", { name: "Search icons" });

    await userEvent.type(search, "stack over");
    expect(optionNames()).toEqual(["Stack Overflow"]);

    await userEvent.clear(search);
    await userEvent.type(search, "git");
    expect(optionNames()).toEqual(["GitHub", "GitLab"]);

    await userEvent.clear(search);
    await userEvent.type(search, "zzzz");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText("No icon matches “zzzz”.")).toBeInTheDocument();
  });

  it("moves with the arrow, Home and End keys and chooses with Enter", async () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Icon: No icon" }));
    const search = screen.getByRole("combobox", { name: "Search icons" });
    const activeName = () =>
      document.getElementById(search.getAttribute("aria-activedescendant") ?? "")?.textContent;

    await userEvent.type(search, "lin");
    // "lin" matches the website icon (slug "link"), LinkedIn and Linktree; the first match is active.
    expect(optionNames()).toEqual(["Website", "LinkedIn", "Linktree"]);
    expect(activeName()).toBe("Website");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeName()).toBe("LinkedIn");
    await userEvent.keyboard("{End}");
    expect(activeName()).toBe("Linktree");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeName()).toBe("Website");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeName()).toBe("Linktree");
    await userEvent.keyboard("{Home}{ArrowDown}{Enter}");

    expect(onChange).toHaveBeenCalledWith("linkedin");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Icon: LinkedIn" })).toBeInTheDocument();
  });

  it("chooses with a click, and Escape closes without a change", async () => {
    const onChange = vi.fn();
    render(<Harness initial="email" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Icon: Email" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Icon: Email" }));
    await userEvent.click(screen.getByRole("option", { name: "Mastodon" }));
    expect(onChange).toHaveBeenCalledWith("mastodon");
    expect(screen.getByRole("button", { name: "Icon: Mastodon" })).toBeInTheDocument();
  });

  it("resolves the names the templates accept: twitter is X, mail is the e-mail icon", () => {
    const { unmount } = render(<Harness initial="twitter" />);
    expect(screen.getByRole("button", { name: "Icon: X" })).toBeInTheDocument();
    unmount();
    render(<Harness initial="Mail" />);
    expect(screen.getByRole("button", { name: "Icon: Email" })).toBeInTheDocument();
  });

  it("shows a value it does not know as unknown, with a hint, until another icon is chosen", async () => {
    render(<Harness initial="myspace" />);
    const trigger = screen.getByRole("button", { name: "Icon: Unknown icon “myspace”" });
    expect(trigger).toHaveAccessibleDescription(/“myspace” is not one of Vitae's icons/);

    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole("combobox", { name: "Search icons" }), "linked{Enter}");
    expect(screen.getByRole("button", { name: "Icon: LinkedIn" })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/is not one of Vitae's icons/)).not.toBeInTheDocument();
  });
});
