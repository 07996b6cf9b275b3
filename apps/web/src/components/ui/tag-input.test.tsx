import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { addTags, TagInput } from "./tag-input";

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Keywords</label>
      <TagInput id="tags" value={tags} onChange={setTags} removeLabel={(tag) => `Remove ${tag}`} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}
const tags = () => JSON.parse(screen.getByTestId("tags").textContent ?? "[]");

describe("addTags", () => {
  it("splits on commas, trims, drops blanks and duplicates, and keeps the same array when nothing is new", () => {
    expect(addTags(["Go"], " TypeScript , ,Go,  Rust ")).toEqual(["Go", "TypeScript", "Rust"]);
    const same = ["Go"];
    expect(addTags(same, " , Go ,")).toBe(same);
  });
});

describe("TagInput", () => {
  it("adds on Enter and on comma, trims, ignores blanks and duplicates", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Keywords");
    await user.type(input, "  React {Enter}");
    await user.type(input, "Node,");
    await user.type(input, "   {Enter}");
    await user.type(input, "React,");
    expect(tags()).toEqual(["React", "Node"]);
    expect(input).toHaveValue("");
  });

  it("removes the last tag with Backspace in the empty box, and any tag by its button", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Go", "Rust", "Zig"]} />);
    await user.type(screen.getByLabelText("Keywords"), "{Backspace}");
    expect(tags()).toEqual(["Go", "Rust"]);
    await user.click(screen.getByRole("button", { name: "Remove Go" }));
    expect(tags()).toEqual(["Rust"]);
  });

  it("splits a pasted list and adds what was typed when the box loses focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Keywords");
    await user.click(input);
    await user.paste("SQL, Kafka ,SQL");
    expect(tags()).toEqual(["SQL", "Kafka"]);
    await user.type(input, "Redis");
    await user.tab();
    expect(tags()).toEqual(["SQL", "Kafka", "Redis"]);
  });
});
