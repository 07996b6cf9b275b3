import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// Addresses, numbers and codes are left to right in every language; free text follows its own first letters.
const leftToRightTypes = new Set(["email", "url", "tel", "password", "number"]);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      dir={leftToRightTypes.has(type) ? "ltr" : "auto"}
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-colors",
        "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        "file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
