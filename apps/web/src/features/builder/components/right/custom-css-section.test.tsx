import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { useBuilderStore } from "../../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume } from "../../testing";
import { CustomCssSection } from "./custom-css-section";

const withCss = (value: string, locked = false) =>
  makeBuilderResume({
    locked,
    data: { ...sampleResumeData, metadata: { ...sampleResumeData.metadata, css: { value, visible: false } } },
  });
const editorText = () => document.querySelector("[data-css-editor] .cm-content")?.textContent ?? "";

describe("custom CSS", () => {
  it("shows the resume's CSS in the editor and lists every part the sanitiser leaves out, with why", async () => {
    renderWithResume(
      <CustomCssSection />,
      withCss("h1 { color: teal }\n@import 'x.css';\na { behavior: url(x) }"),
    );
    await waitFor(() => expect(editorText()).toContain("h1 { color: teal }"));
    expect(await screen.findByText("2 parts are left out:")).toBeInTheDocument();
    expect(screen.getByText("@import is not allowed")).toBeInTheDocument();
    expect(screen.getByText("the property behavior is not allowed")).toBeInTheDocument();
  });

  it("says when every rule is kept, and follows an edit made elsewhere (undo) without a loop", async () => {
    renderWithResume(<CustomCssSection />, withCss(".vt-page { color: red }"));
    expect(await screen.findByText("Every rule is applied.")).toBeInTheDocument();
    act(() => useBuilderStore.getState().setValue("metadata.css.value", "@import 'y.css';"));
    await waitFor(() => expect(editorText()).toBe("@import 'y.css';"));
    expect(await screen.findByText("1 part is left out:")).toBeInTheDocument();
    expect(editedData().metadata.css.value).toBe("@import 'y.css';");
  });

  it("turns the CSS on and off with its switch", async () => {
    const user = userEvent.setup();
    renderWithResume(<CustomCssSection />, withCss("h1 { color: teal }"));
    await user.click(screen.getByRole("switch", { name: "Apply custom CSS" }));
    expect(editedData().metadata.css.visible).toBe(true);
  });

  it("is read-only on a locked resume", async () => {
    renderWithResume(<CustomCssSection />, withCss("h1 { color: teal }", true));
    await waitFor(() => expect(editorText()).toContain("teal"));
    expect(document.querySelector("[data-css-editor] .cm-content")).toHaveAttribute(
      "contenteditable",
      "false",
    );
    expect(screen.getByRole("switch", { name: "Apply custom CSS" })).toBeDisabled();
    // Still a tab stop, so its scroll area can be reached and scrolled by keyboard.
    await userEvent.tab();
    expect(document.querySelector("[data-css-editor] .cm-content")).toHaveFocus();
  });
});
