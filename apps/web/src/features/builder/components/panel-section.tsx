import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/utils";

/** One section of a side panel: a titled group of settings, each under its own level-2 heading. */
export function PanelSection({
  icon: Icon,
  title,
  action,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** Shown at the end of the heading row. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid grid-cols-[minmax(0,1fr)] gap-4 border-b px-4 py-6 last:border-b-0", className)}
    >
      <div className="flex items-center gap-2">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        <h2 id={headingId} className="flex-1 text-base font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
