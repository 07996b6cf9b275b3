import type { LetterData } from "@vitae/schema";
import type { ComponentProps, ReactNode } from "react";
import type { PathValue } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { type LetterPath, useLetterField } from "./letter-store";

/** The letter's text fields. */
type StringPath = { [P in LetterPath]: PathValue<LetterData, P> extends string ? P : never }[LetterPath];

/** A text input bound to a field of the letter being edited. */
export function LetterTextField({
  path,
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "id"> & { path: StringPath; label: ReactNode }) {
  const [value, setValue] = useLetterField(path);
  return (
    <Field label={label} className={className}>
      {(control) => (
        <Input
          {...control}
          {...props}
          value={value as string}
          onChange={(e) => setValue(e.target.value as never)}
        />
      )}
    </Field>
  );
}

/** A text box of several lines (an address) bound to a field of the letter. */
export function LetterTextArea({ path, label }: { path: StringPath; label: ReactNode }) {
  const [value, setValue] = useLetterField(path);
  return (
    <Field label={label}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={value as string}
          onChange={(e) => setValue(e.target.value as never)}
          className={cn(
            "w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs",
            "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          )}
        />
      )}
    </Field>
  );
}
