import type { ReviewAuthor, ReviewComment, ReviewedResume } from "@vitae/schema";
import { type ReactNode, type RefObject, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SiteHeader } from "@/components/site-header";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { useFramePicks, useItemPositions } from "../hooks/use-frame";
import { useReviewerIdentity } from "../hooks/use-reviewer-identity";
import { commentTargets } from "../lib/anchor";
import type { PickedWords } from "../lib/frame-selection";
import { CommentComposer } from "./comment-composer";
import { CommentMarkers, itemMarkers } from "./comment-markers";
import { IdentityForm } from "./identity-form";
import { ThreadList, threadElementId } from "./thread-list";

/** The name a reviewed resume goes by: the one on it, else the owner's label for it. */
export const reviewedName = (reviewed: ReviewedResume): string =>
  reviewed.resume.data.basics.name.trim() || reviewed.resume.title;

/**
 * A reviewer's page: the resume read-only in its template (`preview`, framed by the caller in `frame`) with
 * markers beside commented items, and beside it who is commenting, a new comment and the link's threads.
 */
export function ReviewWorkspace({
  token,
  reviewed,
  threads,
  frame,
  preview,
  signedIn,
}: {
  token: string;
  reviewed: ReviewedResume;
  threads: readonly ReviewComment[];
  frame: RefObject<HTMLIFrameElement | null>;
  preview: ReactNode;
  /** The account of a reviewer who is signed in: they comment under its name unless they choose another. */
  signedIn?: ReviewAuthor | undefined;
}) {
  const { t } = useTranslation();
  const data = reviewed.resume.data;
  const [identity, setIdentity] = useReviewerIdentity(signedIn);
  const [editingIdentity, setEditingIdentity] = useState(false);
  const [picked, setPicked] = useState<PickedWords | null>(null);
  useFramePicks(frame, setPicked);
  const targets = useMemo(
    () =>
      commentTargets(data, {
        basics: t("review.targets.basics"),
        summary: data.sections.summary.name || t("review.targets.summary"),
      }),
    [data, t],
  );
  const markers = useMemo(() => itemMarkers(threads), [threads]);
  const labels = useMemo(() => new Map(targets.map((target) => [target.itemId, target.label])), [targets]);
  const positions = useItemPositions(
    frame,
    markers.map((marker) => marker.itemId),
  );
  const openThread = (commentId: string) => {
    const element = document.getElementById(threadElementId(commentId));
    element?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    element?.focus({ preventScroll: true });
  };
  const name = reviewedName(reviewed);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <ThemeToggle />
      </SiteHeader>
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-8">
        <div className="grid content-start gap-4">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">
              {t("review.linkName", { name: reviewed.review.name })}
            </p>
            <h1 className="text-2xl font-semibold tracking-tight text-balance break-words">
              {t("review.heading", { name })}
            </h1>
            <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t("review.intro")}</p>
          </div>
          {/* A gutter at the end holds the markers beside the items, so they never cover the resume's words. */}
          <section aria-label={t("review.resumeRegion")} className="relative -ms-4 pe-9 sm:ms-0">
            {preview}
            <CommentMarkers markers={markers} positions={positions} labels={labels} onOpen={openThread} />
          </section>
        </div>
        <aside
          aria-label={t("review.panel")}
          className="grid content-start gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pe-1"
        >
          <div className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
            {identity === null || editingIdentity ? (
              <IdentityForm
                initial={identity}
                onSave={(next) => {
                  setIdentity(next);
                  setEditingIdentity(false);
                }}
              />
            ) : (
              <>
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">{t("review.identity.as", { name: identity.name })}</span>
                  <Button size="sm" variant="ghost" onClick={() => setEditingIdentity(true)}>
                    {t("review.identity.change")}
                  </Button>
                </div>
                <CommentComposer
                  token={token}
                  data={data}
                  author={identity}
                  targets={targets}
                  picked={picked}
                  onPickedChange={setPicked}
                />
              </>
            )}
          </div>
          <ThreadList token={token} threads={threads} author={identity} />
        </aside>
      </main>
    </div>
  );
}
