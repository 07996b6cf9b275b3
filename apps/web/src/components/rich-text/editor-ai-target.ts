import { closeHistory } from "@tiptap/pm/history";
import { DOMParser as ProseMirrorParser } from "@tiptap/pm/model";
import { Selection, TextSelection } from "@tiptap/pm/state";
import { type Editor, getHTMLFromFragment } from "@tiptap/react";
import type { AiTarget } from "../ai/hooks/use-ai-helper";

/** The editor's content as the app stores it: "" for an empty document rather than "<p></p>". */
export const editorHtml = (editor: Editor): string => (editor.isEmpty ? "" : editor.getHTML());

type Replacement = { from: number; to: number; html: string; wholeDocument: boolean };

/**
 * Replaces `from..to` with `html` in one transaction, its own undo step. The answer is parsed as a slice open at
 * both ends, so a revised phrase from the middle of a paragraph flows back into that paragraph instead of
 * splitting it. DOMParser documents are inert: nothing in the answer loads or runs while it is parsed.
 */
function replaceWithHtml(editor: Editor, { from, to, html, wholeDocument }: Replacement): void {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const slice = ProseMirrorParser.fromSchema(editor.schema).parseSlice(body);
  const tr = closeHistory(editor.state.tr).replaceRange(from, to, slice);
  // A revised selection stays selected, to see what changed; after a whole rewrite the cursor goes to the end.
  const end = tr.mapping.map(to);
  tr.setSelection(
    wholeDocument
      ? Selection.atEnd(tr.doc)
      : TextSelection.between(tr.doc.resolve(Math.min(from, end)), tr.doc.resolve(end)),
  );
  editor.view.dispatch(tr);
}

/**
 * The AI helper works on the selection as an HTML fragment, or on the whole document when nothing is selected.
 * The answer goes back only while the document is exactly as it was sent.
 */
export function editorAiTarget(editor: Editor): AiTarget {
  const { state } = editor;
  const sent = state.doc;
  const { empty, from, to } = state.selection;
  const range = empty ? { from: 0, to: sent.content.size } : { from, to };
  const text = empty ? editorHtml(editor) : getHTMLFromFragment(sent.slice(from, to).content, editor.schema);
  return {
    text,
    apply: (html) => {
      if (editor.isDestroyed || !editor.state.doc.eq(sent)) return false;
      replaceWithHtml(editor, { ...range, html, wholeDocument: empty });
      return true;
    },
  };
}
