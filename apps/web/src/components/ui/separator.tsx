import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

/** A horizontal rule, optionally with a short text in the middle ("or continue with"). */
export function Separator({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return <hr className={cn("border-border", className)} />;
  return (
    <div className={cn("flex items-center gap-3 text-xs text-muted-foreground uppercase", className)}>
      <span aria-hidden className="h-px flex-1 bg-border" />
      <span>{children}</span>
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}
