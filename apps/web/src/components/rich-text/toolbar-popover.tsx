import * as Popover from "@radix-ui/react-popover";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ToolbarButton } from "./toolbar-button";

/** A toolbar button that opens a small form under it (link address, image address). */
export function ToolbarPopover({
  label,
  icon,
  active,
  disabled,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: LucideIcon;
  active: boolean;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolbarButton label={label} icon={icon} active={active} disabled={disabled} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-72 rounded-lg border bg-card p-3 text-card-foreground shadow-md"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
