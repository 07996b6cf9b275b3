import { css } from "@codemirror/lang-css";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic, linter, lintGutter } from "@codemirror/lint";
import { Compartment, EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { sanitizeCss } from "@vitae/templates";
import { basicSetup } from "codemirror";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { hookCompletionExtension } from "./css-hook-completions";

/** Colours from CSS variables the container sets for light and dark, so one style serves both themes. */
const highlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.attributeName], color: "var(--cm-property)" },
  { tag: [tags.className, tags.tagName, tags.labelName], color: "var(--cm-selector)" },
  { tag: [tags.number, tags.unit, tags.color, tags.atom, tags.keyword], color: "var(--cm-value)" },
  { tag: [tags.string], color: "var(--cm-string)" },
  { tag: [tags.comment], color: "var(--cm-comment)", fontStyle: "italic" },
]);

const theme = EditorView.theme({
  "&": { fontSize: "13px", backgroundColor: "var(--background)", color: "var(--foreground)" },
  ".cm-content": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
    caretColor: "var(--foreground)",
  },
  ".cm-gutters": { backgroundColor: "var(--muted)", color: "var(--muted-foreground)", border: "none" },
  ".cm-activeLine, .cm-activeLineGutter": {
    backgroundColor: "color-mix(in oklab, var(--muted) 60%, transparent)",
  },
  "&.cm-focused": { outline: "2px solid var(--ring)" },
  ".cm-scroller": { minHeight: "10rem", maxHeight: "24rem" },
});

/** The sanitiser's findings as editor diagnostics, underlined where they are. */
const cssLinter = (reasonText: (reason: string) => string) =>
  linter((view) => {
    const source = view.state.doc.toString();
    return sanitizeCss(source).dropped.map(
      (entry): Diagnostic => ({
        from: Math.min(entry.from ?? 0, source.length),
        to: Math.min(entry.to ?? source.length, source.length),
        severity: "warning",
        message: reasonText(entry.reason),
      }),
    );
  });

export type CssCodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  labelId: string;
  describedBy: string;
};

/**
 * Custom CSS in CodeMirror 6: highlighting, brackets, search, completion of the templates' styling hooks
 * (`[data-section="experience"]`…), and the sanitiser as its linter. Controlled: an undo
 * elsewhere replaces the text without an update event looping back. Escape then Tab leaves the editor (Tab indents
 * otherwise), as CodeMirror documents for keyboard users.
 */
export default function CssCodeEditor({
  value,
  onChange,
  readOnly,
  labelId,
  describedBy,
}: CssCodeEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editable = useMemo(() => new Compartment(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; value and readOnly follow below.
  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          css(),
          hookCompletionExtension,
          syntaxHighlighting(highlight),
          lintGutter(),
          cssLinter((reason) => t("builder.customCss.dropReason", { reason })),
          theme,
          keymap.of([]),
          editable.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          // A tab stop of its own even when read-only (not editable, so not focusable otherwise): the scroll
          // area around it must be reachable by keyboard to scroll a long stylesheet.
          EditorView.contentAttributes.of({
            "aria-labelledby": labelId,
            "aria-describedby": describedBy,
            tabindex: "0",
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    if (text !== value) current.dispatch({ changes: { from: 0, to: text.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly, editable]);

  return (
    <div
      ref={host}
      data-css-editor
      className="overflow-hidden rounded-md border [--cm-comment:#6b7280] [--cm-property:#0f5fa8] [--cm-selector:#8a3ffc] [--cm-string:#9a3412] [--cm-value:#0b7a3e] dark:[--cm-comment:#9ca3af] dark:[--cm-property:#7cc4fa] dark:[--cm-selector:#d0b4fe] dark:[--cm-string:#fdba74] dark:[--cm-value:#86efac]"
    />
  );
}
