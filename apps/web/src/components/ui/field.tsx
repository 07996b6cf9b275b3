import { type ReactNode, useId } from "react";
import { cn } from "../../lib/utils";
import { Label } from "./label";

export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

/**
 * A labelled form control with an optional hint and its error. The error area is a polite live region that
 * is always in the DOM, so a message appearing after submit is read out.
 */
export function Field({
  label,
  hint,
  error,
  action,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown at the end of the label row (a "Forgot password?" link). */
  action?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = { id, "aria-invalid": Boolean(error) };
  if (describedBy) control["aria-describedby"] = describedBy;

  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children(control)}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
