import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef } from "react";
import { cn } from "../../lib/utils";
import { AiMenu } from "../ai/components/ai-menu";
import { useAiHelper } from "../ai/hooks/use-ai-helper";
import { editorAiTarget, editorHtml } from "./editor-ai-target";
import { cleanPastedHtml } from "./pasted-html";
import { RichTextToolbar } from "./rich-text-toolbar";

export type RichTextEditorProps = {
  /** HTML; "" for an empty document. */
  value: string;
  onChange: (html: string) => void;
  id?: string;
  "aria-label"?: string;
  placeholder?: string;
  disabled?: boolean;
};

const extensions = [
  StarterKit.configure({
    // Resume text has no use for these; pasted content loses them instead of printing oddly.
    heading: false,
    codeBlock: false,
    horizontalRule: false,
    blockquote: false,
    // The stored HTML must be what the person wrote: no empty paragraph appended after a trailing list.
    trailingNode: false,
    // In an editor a click places the cursor; links open from the preview.
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
  }),
  TextAlign.configure({ types: ["paragraph"] }),
  // Images as blocks with src and alt only (what the resume's sanitiser keeps), added with the toolbar's Image
  // button (data: images allowed); pasted ones are dropped by cleanPastedHtml.
  Image.configure({ inline: false, allowBase64: true }),
];

/**
 * A formatted text box (160 to 200 px tall, scrolling beyond) with a formatting toolbar and the AI helper.
 * Controlled: `value` from outside (an app-level undo) replaces the content without an update event, so nothing
 * loops, and the cursor stays where it was as far as the new text allows.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  "aria-label": ariaLabel,
  placeholder,
  disabled = false,
}: RichTextEditorProps) {
  const fallbackId = useId();
  const editorId = id ?? fallbackId;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What this editor last reported; the same value coming back is our own echo, not an outside change.
  const reported = useRef(value);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: (state) => ({
        id: editorId,
        "aria-multiline": "true",
        ...(ariaLabel ? { "aria-label": ariaLabel } : {}),
        ...(placeholder ? { "aria-placeholder": placeholder, "data-placeholder": placeholder } : {}),
        "data-empty": String(state.doc.childCount === 1 && state.doc.firstChild?.content.size === 0),
        class: cn(
          "relative min-h-40 max-h-50 overflow-y-auto px-3 py-2 text-sm outline-none",
          "[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:ps-5 [&_p+p]:mt-2 [&_a]:text-primary [&_a]:underline",
          "data-[empty=true]:before:pointer-events-none data-[empty=true]:before:absolute data-[empty=true]:before:text-muted-foreground data-[empty=true]:before:content-[attr(data-placeholder)]",
        ),
      }),
    },
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    if (value === editorHtml(editor)) return;
    const { from, to } = editor.state.selection;
    editor
      .chain()
      // Not an edit made here: undo in this box must not step into (or through) it.
      .setMeta("addToHistory", false)
      .setContent(value, { emitUpdate: false })
      .setTextSelection({ from, to })
      .run();
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const hasText = useEditorState({ editor, selector: ({ editor: current }) => !current.isEmpty });
  const helper = useAiHelper(() => editorAiTarget(editor));

  return (
    <div
      className={cn(
        "rounded-md border border-input bg-background shadow-xs transition-colors",
        "focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring",
        disabled && "cursor-not-allowed opacity-50",
      )}
    >
      <RichTextToolbar
        editor={editor}
        controls={editorId}
        disabled={disabled}
        end={<AiMenu helper={helper} hasText={hasText} fieldLabel={ariaLabel} disabled={disabled} />}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
