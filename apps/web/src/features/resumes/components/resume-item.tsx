import { useQuery } from "@tanstack/react-query";
import type { Resume } from "@vitae/schema";
import { GitBranch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/lib/paths";
import { resumePreviewQuery } from "../api/get-resume-preview";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { isBlankResume } from "../is-blank-resume";
import { DocumentCard } from "./document-card";
import { useResumeActions } from "./resume-actions";

type ResumeItemProps = {
  resume: Resume;
  /** A variant's master, shown on it (the list puts variants right under their master). */
  masterTitle?: string | undefined;
  layout: ResumesLayout;
  /** Shared clock, so every "last updated" on the page moves together. */
  now: number;
};

/** "Variant of …": marks a variant, which the list shows right under its master. */
function VariantBadge({ masterTitle }: { masterTitle: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex max-w-full items-center gap-1 truncate rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
      <GitBranch className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{t("variants.badge", { title: masterTitle })}</span>
    </span>
  );
}

/** One resume as a tile (grid) or a row (list), with its printed first page and its menu. */
export function ResumeItem({ resume, masterTitle, layout, now }: ResumeItemProps) {
  const { t } = useTranslation();
  // The printed first page once the printer made it; the drawn page stands in until then (or without Chromium),
  // and for a resume with nothing to print yet, whose printed page would be blank.
  const blank = isBlankResume(resume.data);
  const thumbnailUrl = useQuery({ ...resumePreviewQuery(resume), enabled: !blank }).data?.url;
  return (
    <DocumentCard
      document={resume}
      href={paths.builder(resume.id)}
      layout={layout}
      now={now}
      thumbnailUrl={thumbnailUrl}
      nested={masterTitle !== undefined}
      badge={masterTitle === undefined ? undefined : <VariantBadge masterTitle={masterTitle} />}
      menuLabel={t("resumes.menu.label", { title: resume.title })}
      actions={useResumeActions(resume)}
    />
  );
}
