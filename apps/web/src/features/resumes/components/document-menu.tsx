import type { LucideIcon } from "lucide-react";
import {
  Copy,
  Lock,
  LockOpen,
  MoreHorizontal,
  PencilLine,
  SquareArrowOutUpRight,
  Trash2,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from "@/components/ui/context-menu";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

/** One entry of a document's menu; `destructive` ones come last, after a separator. */
export type DocumentAction = {
  key: string;
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  destructive?: boolean;
};

/**
 * The actions every document has: open, rename, duplicate, lock or unlock, delete (then `extra` after duplicate).
 * The server refuses to change or delete a locked document; the lock badge says why those are off.
 */
export function documentActions({
  locked,
  t,
  on,
  extra = [],
}: {
  locked: boolean;
  t: (
    key:
      | "resumes.menu.open"
      | "resumes.menu.rename"
      | "resumes.menu.duplicate"
      | "resumes.menu.lock"
      | "resumes.menu.unlock"
      | "resumes.menu.delete",
  ) => string;
  on: { open: () => void; rename: () => void; duplicate: () => void; lock: () => void; remove: () => void };
  extra?: DocumentAction[];
}): DocumentAction[] {
  return [
    { key: "open", icon: SquareArrowOutUpRight, label: t("resumes.menu.open"), onSelect: on.open },
    {
      key: "rename",
      icon: PencilLine,
      label: t("resumes.menu.rename"),
      disabled: locked,
      onSelect: on.rename,
    },
    ...extra,
    { key: "duplicate", icon: Copy, label: t("resumes.menu.duplicate"), onSelect: on.duplicate },
    {
      key: "lock",
      icon: locked ? LockOpen : Lock,
      label: locked ? t("resumes.menu.unlock") : t("resumes.menu.lock"),
      onSelect: on.lock,
    },
    {
      key: "delete",
      icon: Trash2,
      label: t("resumes.menu.delete"),
      disabled: locked,
      destructive: true,
      onSelect: on.remove,
    },
  ];
}

type MenuParts = {
  Item: ComponentType<{
    onSelect: () => void;
    disabled?: boolean;
    className?: string;
    children: ReactNode;
  }>;
  Separator: ComponentType;
};

/** One list of actions for both menus, so right-click and the "…" button never drift apart. */
function DocumentMenuItems({ actions, Item, Separator }: { actions: readonly DocumentAction[] } & MenuParts) {
  const item = ({ key, icon: Icon, label, onSelect, disabled, destructive }: DocumentAction) => (
    <Item
      key={key}
      onSelect={onSelect}
      disabled={disabled ?? false}
      {...(destructive
        ? { className: "text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:text-destructive" }
        : {})}
    >
      <Icon aria-hidden />
      {label}
    </Item>
  );
  const plain = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  return (
    <>
      {plain.map(item)}
      {destructive.length > 0 && <Separator />}
      {destructive.map(item)}
    </>
  );
}

/** The visible "…" button: the same menu as right-click, for keyboard and touch users. */
export function DocumentMenuButton({
  label,
  actions,
  className,
}: {
  /** The button's accessible name ("Actions for …"). */
  label: string;
  actions: readonly DocumentAction[];
  className?: string | undefined;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("relative z-10 size-8 text-muted-foreground hover:text-foreground", className)}
          aria-label={label}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DocumentMenuItems actions={actions} Item={DropdownMenuItem} Separator={DropdownMenuSeparator} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Right-click (or long-press) anywhere on a document opens its menu. */
export function DocumentContextMenu({
  actions,
  children,
}: {
  actions: readonly DocumentAction[];
  children: ReactNode;
}) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
      <ContextMenuContent>
        <DocumentMenuItems actions={actions} Item={ContextMenuItem} Separator={ContextMenuSeparator} />
      </ContextMenuContent>
    </ContextMenu>
  );
}
