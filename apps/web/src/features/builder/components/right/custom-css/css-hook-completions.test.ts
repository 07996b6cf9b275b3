import { CompletionContext } from "@codemirror/autocomplete";
import { css } from "@codemirror/lang-css";
import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { hookCompletionExtension, hookCompletions } from "./css-hook-completions";

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [css(), hookCompletionExtension] });

const complete = (doc: string, explicit = false) => {
  const state = stateOf(doc);
  return hookCompletions(new CompletionContext(state, doc.length, explicit));
};

describe("the custom CSS editor's completion of styling hooks", () => {
  it("offers every template's data attributes from an opening bracket, replacing what was typed", () => {
    const result = complete("[data-section] { color: red }\n[data-f");
    const labels = result?.options.map((option) => option.label) ?? [];
    expect(result?.from).toBe("[data-section] { color: red }\n".length);
    for (const hook of [
      '[data-section="experience"]',
      '[data-section^="custom."]',
      "[data-item]",
      '[data-field="date"]',
      '[data-field="title"]',
      '[data-column="sidebar"]',
      '[data-page="0"]',
    ])
      expect(labels).toContain(hook);
  });

  it("offers them after `data-` too and on Ctrl+Space, and stays quiet elsewhere", () => {
    expect(complete("data-co")?.from).toBe(0);
    expect(complete("h1 { col")).toBeNull();
    expect(complete("h1 ", true)?.options.length).toBeGreaterThan(20);
  });

  it("is the CSS language's completion source in the editor", () => {
    const state = stateOf("[");
    expect(state.languageDataAt("autocomplete", 1)).toContain(hookCompletions);
  });
});
