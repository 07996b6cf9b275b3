import { useQuery } from "@tanstack/react-query";
import type { Resume } from "@vitae/schema";
import { GitBranch, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { formatRelativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import { resumePreviewQuery } from "../api/get-resume-preview";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { isBlankResume } from "../is-blank-resume";
import { ResumeContextMenu, ResumeMenuButton } from "./resume-actions";
import { ResumeThumbnail } from "./resume-thumbnail";

type ResumeItemProps = {
  resume: Resume;
  /** A variant's master, shown on it (the list puts variants right under their master). */
  masterTitle?: string | undefined;
  layout: ResumesLayout;
  /** Shared clock, so every "last updated" on the page moves together. */
  now: number;
};

function LockBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border bg-card px-2 py-0.5 text-xs font-medium text-foreground shadow-xs",
        className,
      )}
    >
      <Lock className="size-3" aria-hidden />
      {t("resumes.locked")}
    </span>
  );
}

/**
 * One resume as a tile (grid) or a row (list). The title link stretches over the whole item so clicking
 * anywhere opens the builder, while the "…" button sits above it.
 */
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

export function ResumeItem({ resume, masterTitle, layout, now }: ResumeItemProps) {
  const { t, i18n } = useTranslation();
  // The printed first page once the printer made it; the drawn page stands in until then (or without Chromium),
  // and for a resume with nothing to print yet, whose printed page would be blank.
  const blank = isBlankResume(resume.data);
  const thumbnailUrl = useQuery({ ...resumePreviewQuery(resume), enabled: !blank }).data?.url;
  const updated = t("resumes.lastUpdated", {
    time: formatRelativeTime(resume.updatedAt, now, i18n.language),
  });
  const link = (
    <Link
      to={paths.builder(resume.id)}
      title={resume.title}
      className={cn(
        "block font-medium outline-none after:absolute after:inset-0 after:rounded-[inherit] after:content-['']",
        layout === "list" ? "truncate" : "line-clamp-2 break-words",
      )}
    >
      {resume.title}
    </Link>
  );

  if (layout === "list") {
    return (
      <ResumeContextMenu resume={resume}>
        <article
          className={cn(
            "relative flex items-center gap-3 rounded-lg border bg-card py-2 pe-1.5 ps-3 text-card-foreground transition-colors hover:bg-muted/60",
            masterTitle !== undefined && "ms-6 border-s-4 border-s-primary/50",
            "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
          )}
        >
          <ResumeThumbnail title={resume.title} thumbnailUrl={thumbnailUrl} size="mini" />
          <div className="min-w-0 flex-1">
            <h2 className="text-sm">{link}</h2>
            <p className="truncate text-xs text-muted-foreground">
              <time dateTime={resume.updatedAt}>{updated}</time>
            </p>
          </div>
          {masterTitle !== undefined && <VariantBadge masterTitle={masterTitle} />}
          {resume.locked && <LockBadge />}
          <ResumeMenuButton resume={resume} />
        </article>
      </ResumeContextMenu>
    );
  }

  return (
    <ResumeContextMenu resume={resume}>
      <article
        className={cn(
          "group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs transition-shadow hover:shadow-md",
          masterTitle !== undefined && "border-s-4 border-s-primary/50",
          "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        )}
      >
        <div className="relative rounded-md bg-muted/60 p-3 transition-colors group-hover:bg-muted sm:p-4">
          <ResumeThumbnail title={resume.title} thumbnailUrl={thumbnailUrl} className="mx-auto max-w-40" />
          {resume.locked && <LockBadge className="absolute end-2 bottom-2" />}
        </div>
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1 pt-0.5">
            <h2 className="text-sm leading-snug">{link}</h2>
            <p className="mt-0.5 text-xs text-muted-foreground">
              <time dateTime={resume.updatedAt}>{updated}</time>
            </p>
            {masterTitle !== undefined && (
              <div className="mt-1">
                <VariantBadge masterTitle={masterTitle} />
              </div>
            )}
          </div>
          <ResumeMenuButton resume={resume} className="-me-1" />
        </div>
      </article>
    </ResumeContextMenu>
  );
}
