import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/**
 * The platform's own select, styled like the inputs: long lists (46 languages) stay searchable by typing,
 * and phones show their native picker.
 */
export function NativeSelect({
  className,
  fitContent = false,
  ...props
}: ComponentProps<"select"> & {
  /** As wide as the chosen option (never cut off), within `className`'s bounds, instead of the full width. */
  fitContent?: boolean;
}) {
  return (
    <span className={cn("relative inline-flex", fitContent ? "max-w-full" : "w-full", className)}>
      <select
        className={cn(
          "h-9 min-w-0 appearance-none rounded-md border border-input bg-background ps-3 pe-8 text-sm shadow-xs",
          fitContent ? "field-sizing-content max-w-full text-ellipsis" : "w-full",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}
