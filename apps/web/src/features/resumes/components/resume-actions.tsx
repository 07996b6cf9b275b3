import type { Resume } from "@vitae/schema";
import {
  Copy,
  Lock,
  LockOpen,
  MoreHorizontal,
  PencilLine,
  SquareArrowOutUpRight,
  Target,
  Trash2,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
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
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useResumeDialogs } from "../store/resume-dialogs";

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
function ResumeMenuItems({ resume, Item, Separator }: { resume: Resume } & MenuParts) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openResumeDialog, openLockDialog, openTailorDialog } = useResumeDialogs();

  return (
    <>
      <Item onSelect={() => navigate(paths.builder(resume.id))}>
        <SquareArrowOutUpRight aria-hidden />
        {t("resumes.menu.open")}
      </Item>
      {/* The server refuses to change or delete a locked resume; the lock badge says why these are off. */}
      <Item disabled={resume.locked} onSelect={() => openResumeDialog("update", resume)}>
        <PencilLine aria-hidden />
        {t("resumes.menu.rename")}
      </Item>
      <Item onSelect={() => openTailorDialog(resume)}>
        <Target aria-hidden />
        {t("variants.tailor.menu")}
      </Item>
      <Item onSelect={() => openResumeDialog("duplicate", resume)}>
        <Copy aria-hidden />
        {t("resumes.menu.duplicate")}
      </Item>
      <Item onSelect={() => openLockDialog(resume)}>
        {resume.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
        {resume.locked ? t("resumes.menu.unlock") : t("resumes.menu.lock")}
      </Item>
      <Separator />
      <Item
        className="text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:text-destructive"
        disabled={resume.locked}
        onSelect={() => openResumeDialog("delete", resume)}
      >
        <Trash2 aria-hidden />
        {t("resumes.menu.delete")}
      </Item>
    </>
  );
}

/** The visible "…" button: the same menu as right-click, for keyboard and touch users. */
export function ResumeMenuButton({ resume, className }: { resume: Resume; className?: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("relative z-10 size-8 text-muted-foreground hover:text-foreground", className)}
          aria-label={t("resumes.menu.label", { title: resume.title })}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ResumeMenuItems resume={resume} Item={DropdownMenuItem} Separator={DropdownMenuSeparator} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Right-click (or long-press) anywhere on a resume opens its menu. */
export function ResumeContextMenu({ resume, children }: { resume: Resume; children: ReactNode }) {
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
      <ContextMenuContent>
        <ResumeMenuItems resume={resume} Item={ContextMenuItem} Separator={ContextMenuSeparator} />
      </ContextMenuContent>
    </ContextMenu>
  );
}
