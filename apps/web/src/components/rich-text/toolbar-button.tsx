import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";

type ToolbarButtonProps = Omit<ComponentProps<typeof Button>, "children"> & {
  label: string;
  icon: LucideIcon;
  /** Toggles (bold, a list, an alignment) say whether they are on; plain actions (undo) leave it out. */
  active?: boolean;
};

/** An icon-only formatting button; its label is its accessible name and its tooltip. */
export function ToolbarButton({ label, icon: Icon, active, className, ...props }: ToolbarButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={active}
      className={cn("size-7 aria-pressed:bg-muted aria-pressed:text-foreground", className)}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  );
}
