import type { LucideIcon } from "lucide-react";
import type { ResumesLayout } from "../hooks/use-resumes-layout";

type ActionTileProps = {
  layout: ResumesLayout;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Visible key hint, e.g. "Ctrl+N". */
  shortcut: string;
  /** aria-keyshortcuts value. */
  ariaShortcut: string;
  onClick: () => void;
};

/** The "Create" and "Import" tiles leading the list, shaped like the resume tiles beside them. */
export function ActionTile({
  layout,
  icon: Icon,
  title,
  description,
  shortcut,
  ariaShortcut,
  onClick,
}: ActionTileProps) {
  const kbd = (
    <kbd className="rounded border bg-background px-1.5 py-0.5 font-sans text-[0.7rem] font-medium text-muted-foreground">
      {shortcut}
    </kbd>
  );

  if (layout === "list") {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-keyshortcuts={ariaShortcut}
        className="flex w-full items-center gap-3 rounded-lg border border-dashed bg-card py-2 pe-3 ps-3 text-start text-card-foreground transition-colors hover:border-primary/50 hover:bg-muted/60"
      >
        <span className="flex aspect-[1/1.4142] w-9 shrink-0 items-center justify-center rounded-sm bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{title}</span>
          <span className="block truncate text-xs text-muted-foreground">{description}</span>
        </span>
        <span className="hidden sm:inline">{kbd}</span>
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-keyshortcuts={ariaShortcut}
      className="group flex h-full w-full flex-col gap-3 rounded-xl border border-dashed bg-card p-3 text-left text-card-foreground transition-colors hover:border-primary/50"
    >
      <span className="flex w-full items-center justify-center rounded-md bg-muted/60 p-3 transition-colors group-hover:bg-primary/5 sm:p-4">
        <span className="flex aspect-[1/1.4142] w-full max-w-40 items-center justify-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary transition-transform group-hover:scale-105">
            <Icon className="size-6" aria-hidden />
          </span>
        </span>
      </span>
      <span className="flex min-w-0 items-start gap-2">
        <span className="min-w-0 flex-1 pt-0.5">
          <span className="block text-sm leading-snug font-medium">{title}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">{description}</span>
        </span>
        <span className="hidden pt-0.5 sm:inline">{kbd}</span>
      </span>
    </button>
  );
}
