import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { cn } from "@/lib/utils";
import { useFocusRequest } from "../hooks/use-focus-request";

/** One section of a side panel: a titled group of settings, each under its own level-2 heading. */
export function PanelSection({
  icon: Icon,
  title,
  action,
  focusKey,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The part of the resume this section edits ("basics"), when a click in the preview can ask for it. */
  focusKey?: string;
  /** Shown at the end of the heading row. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusRequest(focusKey, heading);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid grid-cols-[minmax(0,1fr)] gap-4 border-b px-4 py-6 last:border-b-0", className)}
    >
      <div className="flex items-center gap-2">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        <h2
          ref={heading}
          id={headingId}
          tabIndex={focusKey === undefined ? undefined : -1}
          className="flex-1 text-base font-semibold tracking-tight outline-none focus-visible:underline"
        >
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
