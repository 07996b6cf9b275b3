import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor, TiptapEditorHTMLElement } from "@tiptap/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../lib/toast";
import { errorResponse, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { bodyOf, capabilitiesRoute, chooseAiAction, deferred, renderWithQueryClient } from "../ai/testing";
import { RichTextEditor } from "./rich-text-editor";

type SummaryProps = { initial: string; onChange?: (html: string) => void; disabled?: boolean };

/** The editor as a form holds it: state above, every change reported. */
function Summary({ initial, onChange = () => {}, disabled = false }: SummaryProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        aria-label="Summary"
        placeholder="Tell your story"
        value={value}
        disabled={disabled}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
      {/* Stands in for the builder's undo, which sets the value from outside. */}
      <button type="button" onClick={() => setValue("<p>From outside</p>")}>
        Outside change
      </button>
    </>
  );
}

const box = () => screen.getByRole("textbox", { name: "Summary" });
/** The TipTap instance behind the box, to place the selection as a person would with the mouse. */
const editorOf = (): Editor => {
  const editor = (box() as TiptapEditorHTMLElement).editor;
  if (!editor) throw new Error("No editor mounted");
  return editor;
};
const select = (from: number, to: number) => act(() => editorOf().commands.setTextSelection({ from, to }));
const button = (name: string) => screen.getByRole("button", { name });
const undo = async () => {
  box().focus();
  await userEvent.keyboard("{Control>}z{/Control}");
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("rich text editor", () => {
  it("shows its text in a 160 to 200 px box under a formatting toolbar", () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<Summary initial="<p>Hello <strong>world</strong></p>" />);

    expect(box()).toHaveClass("min-h-40", "max-h-50", "overflow-y-auto");
    expect(box().innerHTML).toContain("Hello <strong>world</strong>");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    expect(toolbar).toHaveAttribute("aria-controls", box().id);
    for (const name of [
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Link",
      "Bulleted list",
      "Numbered list",
      "Align left",
      "Align center",
      "Align right",
      "Justify",
      "Undo",
      "Redo",
      "AI helper for Summary",
    ]) {
      expect(button(name)).toBeInTheDocument();
    }
  });

  it("moves between the toolbar's buttons with the arrow keys, skipping disabled ones", async () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<Summary initial="<p>Hello</p>" />);

    button("Bold").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(button("Italic")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(button("AI helper for Summary")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    // Undo and Redo have nothing to do yet, so Justify comes next.
    expect(button("Justify")).toHaveFocus();
  });

  it.each([
    { name: "Bold", html: "<p><strong>Hello</strong></p>" },
    { name: "Italic", html: "<p><em>Hello</em></p>" },
    { name: "Underline", html: "<p><u>Hello</u></p>" },
    { name: "Strikethrough", html: "<p><s>Hello</s></p>" },
    { name: "Bulleted list", html: "<ul><li><p>Hello</p></li></ul>" },
    { name: "Numbered list", html: "<ol><li><p>Hello</p></li></ol>" },
    { name: "Align center", html: '<p style="text-align: center;">Hello</p>' },
    { name: "Align right", html: '<p style="text-align: right;">Hello</p>' },
    { name: "Justify", html: '<p style="text-align: justify;">Hello</p>' },
  ])("$name formats the selection and reports the new HTML", async ({ name, html }) => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Hello</p>" onChange={onChange} />);
    select(1, 6);

    await userEvent.click(button(name));

    expect(onChange).toHaveBeenLastCalledWith(html);
    expect(button(name)).toHaveAttribute("aria-pressed", "true");
  });

  it("aligns left again", async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial='<p style="text-align: right;">Hello</p>' onChange={onChange} />);
    select(1, 1);
    expect(button("Align right")).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(button("Align left"));

    expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: left;">Hello</p>');
    expect(button("Align left")).toHaveAttribute("aria-pressed", "true");
  });

  it("sets a link on the selection, adding https:// when the address has no scheme, and removes it", async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>My site</p>" onChange={onChange} />);
    select(4, 8);

    await userEvent.click(button("Link"));
    await userEvent.type(await screen.findByLabelText("Link address"), "example.com");
    await userEvent.click(button("Apply"));

    expect(onChange).toHaveBeenLastCalledWith(
      '<p>My <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">site</a></p>',
    );
    expect(button("Link")).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(button("Link"));
    expect(screen.getByLabelText("Link address")).toHaveValue("https://example.com");
    await userEvent.click(button("Remove link"));

    expect(onChange).toHaveBeenLastCalledWith("<p>My site</p>");
  });

  it("refuses a script address", async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>My site</p>" onChange={onChange} />);
    select(4, 8);

    await userEvent.click(button("Link"));
    await userEvent.type(await screen.findByLabelText("Link address"), "javascript:alert(1)");
    await userEvent.click(button("Apply"));

    expect(box().querySelector("a")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("undoes and redoes from the toolbar", async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Hello</p>" onChange={onChange} />);
    expect(button("Undo")).toBeDisabled();
    select(1, 6);
    await userEvent.click(button("Bold"));

    await userEvent.click(button("Undo"));
    expect(onChange).toHaveBeenLastCalledWith("<p>Hello</p>");
    await userEvent.click(button("Redo"));
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Hello</strong></p>");
  });

  it('reports "" for an empty document, not an empty paragraph', async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Hi</p>" onChange={onChange} />);

    act(() => editorOf().commands.clearContent(true));

    expect(onChange).toHaveBeenLastCalledWith("");
    expect(box()).toHaveAttribute("data-empty", "true");
    expect(box()).toHaveAttribute("data-placeholder", "Tell your story");
  });

  it("takes a value from outside without reporting it back, keeping the cursor", async () => {
    mockFetch(capabilitiesRoute());
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>From inside</p>" onChange={onChange} />);
    select(3, 3);

    await userEvent.click(button("Outside change"));

    expect(box().innerHTML).toBe("<p>From outside</p>");
    expect(onChange).not.toHaveBeenCalled();
    expect(editorOf().state.selection.from).toBe(3);
    // Undo in the box does not step back into the outside change.
    expect(editorOf().can().undo()).toBe(false);
  });

  it("is read-only with a disabled toolbar when disabled", () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<Summary initial="<p>Hello</p>" disabled />);

    expect(box()).toHaveAttribute("contenteditable", "false");
    expect(button("Bold")).toBeDisabled();
    expect(button("AI helper for Summary")).toBeDisabled();
  });
});

describe("AI helper in the rich text editor", () => {
  it("rewrites the whole document when nothing is selected, as one undoable step", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () =>
        jsonResponse({ message: "<p>Led <strong>five</strong> people.</p><ul><li><p>Shipped</p></li></ul>" }),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>lead <strong>5</strong> people</p>" onChange={onChange} />);
    // Typed just before asking (the clock stands still): the answer must still be an undo step of its own, not
    // merged with the typing into one history event.
    vi.useFakeTimers({ toFake: ["Date"] });
    act(() => editorOf().commands.insertContentAt(14, " daily"));
    onChange.mockClear();

    await chooseAiAction("Improve writing");

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledExactlyOnceWith(
        "<p>Led <strong>five</strong> people.</p><ul><li><p>Shipped</p></li></ul>",
      ),
    );
    expect(bodyOf(fetch.mock.calls.at(-1))).toEqual({
      action: "improve",
      text: "<p>lead <strong>5</strong> people daily</p>",
    });

    await undo();
    expect(onChange).toHaveBeenLastCalledWith("<p>lead <strong>5</strong> people daily</p>");
  });

  it("rewrites only the selection, sent as HTML, without splitting its paragraph", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => jsonResponse({ message: "<strong>the</strong> <em>big</em>" }),
    });
    const onChange = vi.fn();
    renderWithQueryClient(
      <Summary initial="<p>Went to <strong>teh</strong> store.</p>" onChange={onChange} />,
    );
    select(9, 12);

    await chooseAiAction("Fix spelling and grammar");

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledExactlyOnceWith(
        "<p>Went to <strong>the</strong> <em>big</em> store.</p>",
      ),
    );
    expect(bodyOf(fetch.mock.calls.at(-1))).toEqual({ action: "fix", text: "<strong>teh</strong>" });

    await undo();
    expect(onChange).toHaveBeenLastCalledWith("<p>Went to <strong>teh</strong> store.</p>");
  });

  it("keeps the user's edits and drops the answer when the text changed meanwhile", async () => {
    const answer = deferred();
    mockFetch({ ...capabilitiesRoute(), "POST /api/auth/requestPrompt": () => answer.promise });
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Draft</p>" onChange={onChange} />);

    await chooseAiAction("Change tone", "Casual");
    act(() => editorOf().commands.insertContentAt(6, " and more"));
    onChange.mockClear();
    await act(async () => answer.resolve(jsonResponse({ message: "<p>Chill draft</p>" })));

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ variant: "info", title: "Suggestion not applied" }),
      ]),
    );
    expect(box().innerHTML).toBe("<p>Draft and more</p>");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows an error toast and keeps the text when the request fails", async () => {
    mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => errorResponse(504, "AiTimeout", "The AI service did not answer"),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Draft</p>" onChange={onChange} />);

    await chooseAiAction("Improve writing");

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ variant: "error", title: "AI helper took too long" }),
      ]),
    );
    expect(box().innerHTML).toBe("<p>Draft</p>");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("asks for text first while the document is empty", async () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<Summary initial="" />);

    await userEvent.click(button("AI helper for Summary"));

    expect(await screen.findByText("Write or select some text first")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Improve writing" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});

describe("image insert", () => {
  it("needs an address, keeps what was typed, and inserts the image with its description", async () => {
    mockFetch({ ...capabilitiesRoute() });
    const onChange = vi.fn();
    renderWithQueryClient(<Summary initial="<p>Before</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Insert image" }));
    const alt = await screen.findByLabelText("Description for screen readers");
    await userEvent.type(alt, "Architecture diagram");
    await userEvent.click(screen.getByRole("button", { name: "Insert" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the image address.");
    expect(alt).toHaveValue("Architecture diagram");

    await userEvent.type(screen.getByLabelText(/Image address/), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Insert" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a web address");

    await userEvent.clear(screen.getByLabelText(/Image address/));
    await userEvent.type(screen.getByLabelText(/Image address/), "cdn.example/diagram.png");
    await userEvent.click(screen.getByRole("button", { name: "Insert" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="https://cdn.example/diagram.png" alt="Architecture diagram">'),
      ),
    );
  });
});
