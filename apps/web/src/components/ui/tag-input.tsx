import { X } from "lucide-react";
import { type ClipboardEvent, type KeyboardEvent, useState } from "react";
import { cn } from "../../lib/utils";

/**
 * Adds what was typed to `tags`, split on commas, trimmed, without blanks or tags already there.
 * Returns the same array when nothing is new.
 */
export const addTags = (tags: string[], typed: string): string[] => {
  const fresh = typed
    .split(/[,\n]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  const next = [...tags];
  for (const tag of fresh) if (!next.includes(tag)) next.push(tag);
  return next.length === tags.length ? tags : next;
};

export type TagInputProps = {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name of each tag's remove button: "Remove {tag}". */
  removeLabel: (tag: string) => string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/**
 * Keywords as chips: Enter or a comma adds what was typed (a pasted list splits on commas), Backspace in the
 * empty box removes the last one, each chip has its own remove button. What is typed but not yet added is added
 * when the box loses focus, so nothing typed is lost.
 */
export function TagInput({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  removeLabel,
  ...aria
}: TagInputProps) {
  const [draft, setDraft] = useState("");

  const commit = (typed: string) => {
    const next = addTags(value, typed);
    if (next !== value) onChange(next);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      if (draft.trim() !== "") commit(draft);
      else setDraft("");
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    commit(`${draft}${pasted}`);
  };

  return (
    <div
      className={cn(
        "flex min-h-9 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 text-sm",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1 focus-within:ring-offset-background",
        disabled && "opacity-60",
      )}
    >
      <ul className="contents">
        {value.map((tag) => (
          <li
            key={tag}
            className="flex items-center gap-1 rounded bg-muted py-0.5 ps-2 pe-1 text-xs font-medium"
          >
            {tag}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(value.filter((entry) => entry !== tag))}
              aria-label={removeLabel(tag)}
              className="rounded p-0.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        disabled={disabled}
        placeholder={value.length === 0 ? placeholder : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          // A comma typed on a virtual keyboard arrives as text, not as a key event.
          if (typed.includes(",")) commit(typed);
          else setDraft(typed);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => draft.trim() !== "" && commit(draft)}
        className="min-w-24 flex-1 bg-transparent py-0.5 outline-none placeholder:text-muted-foreground"
        {...aria}
      />
    </div>
  );
}
