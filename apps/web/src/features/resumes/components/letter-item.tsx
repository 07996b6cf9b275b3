import type { LetterSummary } from "@vitae/schema";
import { Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { useResumeDialogs } from "../store/resume-dialogs";
import { DocumentCard } from "./document-card";
import { type DocumentAction, documentActions } from "./document-menu";

/** A letter's actions, for both of its menus. */
function useLetterActions(letter: LetterSummary): DocumentAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLetterDialog, openLetterLockDialog } = useResumeDialogs();
  return documentActions({
    locked: letter.locked,
    t,
    on: {
      open: () => void navigate(paths.letterBuilder(letter.id)),
      rename: () => openLetterDialog("update", letter),
      duplicate: () => openLetterDialog("duplicate", letter),
      lock: () => openLetterLockDialog(letter),
      remove: () => openLetterDialog("delete", letter),
    },
  });
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
      document={letter}
      shape="letter"
      href={paths.letterBuilder(letter.id)}
      layout={layout}
      now={now}
      badge={resumeTitle === undefined ? undefined : <ResumeBadge title={resumeTitle} />}
      menuLabel={t("resumes.menu.label", { title: letter.title })}
      actions={useLetterActions(letter)}
    />
  );
}
