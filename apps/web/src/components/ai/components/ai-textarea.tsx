import { type ComponentProps, type Ref, useCallback, useRef } from "react";
import { cn } from "@/lib/utils";
import { type AiTarget, useAiHelper } from "../hooks/use-ai-helper";
import { AiMenu } from "./ai-menu";

export type AiTextareaProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called just before a revision replaces the text: an app with its own history starts a new step there. */
  beforeRevision?: () => void;
} & Omit<ComponentProps<"textarea">, "value" | "onChange">;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Replaces `start..end` with `text` as one edit. execCommand keeps it on the browser's own undo stack (Ctrl+Z in
 * the field brings the old text back) and fires one input event, so React calls onChange once; where the command
 * is missing (jsdom, old engines) one onChange call does the same for the app's own history.
 */
function replaceRange(
  textarea: HTMLTextAreaElement,
  {
    start,
    end,
    text,
    onChange,
  }: { start: number; end: number; text: string; onChange: (value: string) => void },
): void {
  const before = textarea.value;
  textarea.focus();
  textarea.setSelectionRange(start, end);
  const inserted =
    typeof document.execCommand === "function" && document.execCommand("insertText", false, text);
  if (!inserted) onChange(before.slice(0, start) + text + before.slice(end));
}

/** A plain multi-line field (styled like Input) with the AI helper's menu in its corner. */
export function AiTextarea({
  value,
  onChange,
  beforeRevision,
  className,
  ref,
  disabled,
  readOnly,
  ...props
}: AiTextareaProps) {
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      textareaRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const readTarget = (): AiTarget | null => {
    const textarea = textareaRef.current;
    if (!textarea) return null;
    const sent = textarea.value;
    const { selectionStart, selectionEnd } = textarea;
    const [start, end] = selectionStart === selectionEnd ? [0, sent.length] : [selectionStart, selectionEnd];
    return {
      text: sent.slice(start, end),
      apply: (revised) => {
        if (textarea.value !== sent || !textarea.isConnected) return false;
        beforeRevision?.();
        replaceRange(textarea, { start, end, text: revised, onChange });
        return true;
      },
    };
  };
  const helper = useAiHelper(readTarget);

  return (
    <div className="relative">
      <textarea
        ref={setRefs}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        readOnly={readOnly}
        className={cn(
          "flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 pt-2 pb-9 text-sm shadow-xs transition-colors",
          "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      />
      <AiMenu
        helper={helper}
        hasText={value.trim() !== ""}
        fieldLabel={props["aria-label"]}
        disabled={Boolean(disabled || readOnly)}
        className="absolute end-1.5 bottom-1.5 rounded-md bg-background/90"
      />
    </div>
  );
}
