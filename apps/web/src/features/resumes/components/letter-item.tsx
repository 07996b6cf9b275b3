import type { LetterSummary } from "@vitae/schema";
import { Copy, Link2, Lock, LockOpen, PencilLine, SquareArrowOutUpRight, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { DocumentCard } from "./document-card";
import type { DocumentAction } from "./document-menu";

/** A letter's actions, for both of its menus. */
function useLetterActions(letter: LetterSummary): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLetterDialog, openLetterLockDialog } = useResumeDialogs();
  // The server refuses to change or delete a locked letter; the lock badge says why those are off.
  return [
    {
      key: "open",
      icon: SquareArrowOutUpRight,
      label: t("resumes.menu.open"),
      onSelect: () => void navigate(paths.letterBuilder(letter.id)),
    },
    {
      key: "rename",
      icon: PencilLine,
      label: t("resumes.menu.rename"),
      disabled: letter.locked,
      onSelect: () => openLetterDialog("update", letter),
    },
    {
      key: "duplicate",
      icon: Copy,
      label: t("resumes.menu.duplicate"),
      onSelect: () => openLetterDialog("duplicate", letter),
    },
    {
      key: "lock",
      icon: letter.locked ? LockOpen : Lock,
      label: letter.locked ? t("resumes.menu.unlock") : t("resumes.menu.lock"),
      onSelect: () => openLetterLockDialog(letter),
    },
    {
      key: "delete",
      icon: Trash2,
      label: t("resumes.menu.delete"),
      disabled: letter.locked,
      destructive: true,
      onSelect: () => openLetterDialog("delete", letter),
    },
  ];
}

/** "For …": the resume a letter goes with. */
function ResumeBadge({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex max-w-full items-center gap-1 truncate rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
      <Link2 className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{t("letters.linkedTo", { title })}</span>
    </span>
  );
}

/** One cover letter as a tile or a row, like a resume, naming the resume it goes with. */
export function LetterItem({
  letter,
  resumeTitle,
  layout,
  now,
}: {
  letter: LetterSummary;
  /** The linked resume's title, when it has one. */
  resumeTitle: string | undefined;
  layout: ResumesLayout;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <DocumentCard
      title={letter.title}
      href={paths.letterBuilder(letter.id)}
      updatedAt={letter.updatedAt}
      locked={letter.locked}
      layout={layout}
      now={now}
      badge={resumeTitle === undefined ? undefined : <ResumeBadge title={resumeTitle} />}
      menuLabel={t("resumes.menu.label", { title: letter.title })}
      actions={useLetterActions(letter)}
    />
  );
}
