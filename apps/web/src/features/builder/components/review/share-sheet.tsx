import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useBuilderStore } from "../../store/builder-store";
import { CommentsPanel } from "./comments-panel";
import { ReviewLinks } from "./review-links";
import { setReviewPanelOpen, useReviewPanel } from "./review-panel";
import { useCommentEvents, useReviewThreads } from "./use-review-threads";

/**
 * The top bar's Share button, with the number of open review threads on it; it opens the sheet where the owner
 * reads and answers the reviewers' threads and asks for review. The threads are kept current from here while
 * the builder is open (the live events, or fetching again), so the count and the preview's markers follow.
 */
export function ShareSheet() {
  const { t } = useTranslation();
  const resumeId = useBuilderStore((state) => state.resume?.id ?? "");
  const open = useReviewPanel((state) => state.open);
  useCommentEvents(resumeId);
  const threads = useReviewThreads(resumeId);
  const openCount = threads.data?.filter((thread) => thread.state === "open").length ?? 0;
  const label = t("builder.review.share");

  return (
    <Sheet open={open} onOpenChange={setReviewPanelOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          className="relative gap-1.5 px-2 sm:px-3"
          aria-label={openCount > 0 ? t("builder.review.shareWithCount", { count: openCount }) : label}
        >
          <Share2 aria-hidden />
          <span className="hidden sm:inline">{label}</span>
          {openCount > 0 && (
            <span
              aria-hidden
              data-testid="open-threads"
              className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
            >
              {openCount}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent
        closeLabel={t("common.close")}
        // The sheet slides in from the end edge, where the button is.
        className="start-auto end-0 w-[30rem] max-w-[100vw] border-e-0 border-s motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]"
      >
        <div className="flex h-14 shrink-0 items-center border-b px-4 pe-12">
          <SheetTitle className="font-semibold">{t("builder.review.sheetTitle")}</SheetTitle>
          <SheetDescription className="sr-only">{t("builder.review.sheetHint")}</SheetDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {resumeId !== "" && (
            <>
              <CommentsPanel resumeId={resumeId} />
              <ReviewLinks resumeId={resumeId} />
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
