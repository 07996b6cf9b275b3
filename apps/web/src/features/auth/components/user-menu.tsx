import { getInitials, type User } from "@vitae/schema";
import { ChevronsUpDown, LogOut, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

/**
 * The signed-in user's menu: Settings and Logout. `compact` shows only the avatar (the mobile
 * top bar). Radix gives it arrow-key navigation, typeahead and focus return.
 */
export function UserMenu({
  user,
  onSignOut,
  compact = false,
}: {
  user: User;
  onSignOut: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const initials = getInitials(user.name);
  // The compact trigger shows only a picture or the initials, so it needs a name; with initials on show that name
  // starts with them (WCAG 2.5.3: the spoken name contains the visible text). The full trigger is named by what
  // it shows (name, e-mail) plus what it is for.
  const purpose = t("userMenu.trigger", { name: user.name });
  const compactName = user.picture ? purpose : `${initials} ${purpose}`;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={compact ? compactName : undefined}
        className={cn(
          "flex items-center gap-3 rounded-lg text-start transition-colors hover:bg-muted data-[state=open]:bg-muted",
          compact ? "p-1" : "w-full p-2",
        )}
      >
        <Avatar src={user.picture} initials={initials} className="size-8 text-xs" />
        {!compact && (
          <>
            <span className="grid min-w-0 flex-1">
              <span className="truncate text-sm font-medium">{user.name}</span>{" "}
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </span>{" "}
            <span className="sr-only">{t("userMenu.label")}</span>
            <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={compact ? "end" : "start"}
        side={compact ? "bottom" : "top"}
        className={compact ? "w-60" : "w-(--radix-dropdown-menu-trigger-width)"}
      >
        <DropdownMenuLabel className="grid">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.settings)}>
          <Settings aria-hidden />
          {t("nav.settings")}
          <DropdownMenuShortcut>⇧S</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          {t("userMenu.logout")}
          <DropdownMenuShortcut>⇧Q</DropdownMenuShortcut>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
