import type { ReviewComment } from "@vitae/schema";
import { MessagesSquare } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useIsLocked } from "../../hooks/use-resume-field";
import { useBuilderStore } from "../../store/builder-store";
import { PanelSection } from "../panel-section";
import { CommentThread } from "./comment-thread";
import { useReviewPanel } from "./review-panel";
import { anchorLabel, anchorPositions, threadsInResumeOrder } from "./thread-order";
import { useReviewThreads } from "./use-review-threads";
import { useThreadActions } from "./use-thread-actions";

/**
 * The reviewers' threads on the resume, in the order the resume reads: open ones, and resolved ones on request.
 * A thread asked for (a marker in the preview was clicked) is shown, even resolved, and takes the focus.
 */
export function CommentsPanel({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const switchId = useId();
  const data = useBuilderStore((state) => state.data);
  const locked = useIsLocked();
  const threads = useReviewThreads(resumeId);
  const actions = useThreadActions(resumeId);
  const requested = useReviewPanel((state) => state.thread);
  const [showResolved, setShowResolved] = useState(false);
  const focusTarget = useRef<HTMLElement>(null);

  const ordered = useMemo(
    () => (data && threads.data ? threadsInResumeOrder(threads.data, data) : []),
    [data, threads.data],
  );
  const positions = useMemo(() => (data ? anchorPositions(data) : null), [data]);
  const resolvedCount = ordered.filter((thread) => thread.state === "resolved").length;
  const shown = ordered.filter(
    (thread) => thread.state === "open" || showResolved || thread.id === requested,
  );

  // Once the asked-for thread is on screen (the threads may still be loading), it is shown and focused.
  const requestedShown = shown.some((thread) => thread.id === requested);
  useEffect(() => {
    if (!requestedShown) return;
    focusTarget.current?.scrollIntoView({ block: "nearest" });
    focusTarget.current?.focus();
  }, [requestedShown]);

  const label = (thread: ReviewComment) =>
    data && positions ? anchorLabel(thread.anchor, data, t, positions) : null;

  return (
    <PanelSection icon={MessagesSquare} title={t("builder.review.commentsTitle")}>
      {threads.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t("common.loading")}
        </p>
      ) : threads.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("builder.review.loadFailed")}
        </p>
      ) : (
        <>
          {resolvedCount > 0 && (
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor={switchId}>{t("builder.review.showResolved", { count: resolvedCount })}</Label>
              <Switch id={switchId} checked={showResolved} onCheckedChange={setShowResolved} />
            </div>
          )}
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {ordered.length === 0 ? t("builder.review.noComments") : t("builder.review.allResolved")}
            </p>
          ) : (
            <ol aria-label={t("builder.review.commentsTitle")} className="grid gap-3">
              {shown.map((thread) => (
                <li key={thread.id}>
                  <CommentThread
                    ref={thread.id === requested ? focusTarget : undefined}
                    thread={thread}
                    label={label(thread)}
                    locked={locked}
                    actions={actions}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </PanelSection>
  );
}
