import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRelativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import type { ResumesLayout } from "../hooks/use-resumes-layout";
import { type DocumentAction, DocumentContextMenu, DocumentMenuButton } from "./document-menu";
import { ResumeThumbnail } from "./resume-thumbnail";

export type DocumentCardProps = {
  document: { title: string; updatedAt: string; locked: boolean };
  /** The builder that opens it. */
  href: string;
  layout: ResumesLayout;
  /** Shared clock, so every "last updated" on the page moves together. */
  now: number;
  /** The printed first page, when there is one; a drawn page stands in otherwise. */
  thumbnailUrl?: string | undefined;
  /** The drawn page's shape. */
  shape?: "resume" | "letter";
  /** A line about how it relates to another document ("Variant of …", "For …"). */
  badge?: ReactNode;
  /** Drawn as belonging to the document above it (a variant under its master). */
  nested?: boolean;
  /** The accessible name of its "…" button. */
  menuLabel: string;
  actions: readonly DocumentAction[];
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
 * One document (a resume, a letter) as a tile (grid) or a row (list). The title link stretches over the whole
 * item so clicking anywhere opens the builder, while the "…" button sits above it; right-click opens the same menu.
 */
export function DocumentCard({
  document: { title, updatedAt, locked },
  href,
  layout,
  now,
  thumbnailUrl,
  shape = "resume",
  badge,
  nested = false,
  menuLabel,
  actions,
}: DocumentCardProps) {
  const { t, i18n } = useTranslation();
  const updated = t("resumes.lastUpdated", { time: formatRelativeTime(updatedAt, now, i18n.language) });
  const link = (
    <Link
      to={href}
      title={title}
      className={cn(
        "block font-medium outline-none after:absolute after:inset-0 after:rounded-[inherit] after:content-['']",
        layout === "list" ? "truncate" : "line-clamp-2 break-words",
      )}
    >
      {title}
    </Link>
  );
  const focusRing =
    "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring";

  if (layout === "list") {
    return (
      <DocumentContextMenu actions={actions}>
        <article
          className={cn(
            "relative flex items-center gap-3 rounded-lg border bg-card py-2 pe-1.5 ps-3 text-card-foreground transition-colors hover:bg-muted/60",
            nested && "ms-6 border-s-4 border-s-primary/50",
            focusRing,
          )}
        >
          <ResumeThumbnail title={title} thumbnailUrl={thumbnailUrl} shape={shape} size="mini" />
          <div className="min-w-0 flex-1">
            <h2 className="text-sm">{link}</h2>
            <p className="truncate text-xs text-muted-foreground">
              <time dateTime={updatedAt}>{updated}</time>
            </p>
          </div>
          {badge}
          {locked && <LockBadge />}
          <DocumentMenuButton label={menuLabel} actions={actions} />
        </article>
      </DocumentContextMenu>
    );
  }

  return (
    <DocumentContextMenu actions={actions}>
      <article
        className={cn(
          "group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs transition-shadow hover:shadow-md",
          nested && "border-s-4 border-s-primary/50",
          focusRing,
        )}
      >
        <div className="relative rounded-md bg-muted/60 p-3 transition-colors group-hover:bg-muted sm:p-4">
          <ResumeThumbnail
            title={title}
            thumbnailUrl={thumbnailUrl}
            shape={shape}
            className="mx-auto max-w-40"
          />
          {locked && <LockBadge className="absolute end-2 bottom-2" />}
        </div>
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1 pt-0.5">
            <h2 className="text-sm leading-snug">{link}</h2>
            <p className="mt-0.5 text-xs text-muted-foreground">
              <time dateTime={updatedAt}>{updated}</time>
            </p>
            {badge !== undefined && <div className="mt-1">{badge}</div>}
          </div>
          <DocumentMenuButton label={menuLabel} actions={actions} className="-me-1" />
        </div>
      </article>
    </DocumentContextMenu>
  );
}
