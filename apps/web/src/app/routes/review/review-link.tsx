import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PasswordPrompt } from "@/components/password-prompt";
import { Spinner } from "@/components/ui/spinner";
import { ArtboardFrame } from "@/features/artboard/components/artboard-frame";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { useDocumentTitle } from "@/features/public/hooks/use-document-title";
import {
  getReviewedResume,
  listReviewComments,
  reviewLinkKeys,
  unlockReviewLink,
} from "@/features/review-link/api/review-link";
import { ReviewLinkGone } from "@/features/review-link/components/review-link-gone";
import { ReviewWorkspace, reviewedName } from "@/features/review-link/components/review-workspace";
import { useReviewEvents } from "@/features/review-link/hooks/use-review-events";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

/** A failed read of the link is final when the link is gone or locked: asking again would not change it. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  error instanceof ApiError && error.status < 500 ? false : failures < 2;

/**
 * A reviewer's page at the private review link: the password first when the link has one, then the resume
 * read-only in its template with the link's threads, kept up to date live; a revoked or expired link says so.
 */
export function Component() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const user = useCurrentUser();
  const resume = useQuery({
    queryKey: reviewLinkKeys.resume(token),
    queryFn: () => getReviewedResume(token),
    retry: retryUnlessRefused,
    // The page itself says what a refusal means (the password prompt, the link gone).
    meta: { errorToast: false },
  });
  const comments = useQuery({
    queryKey: reviewLinkKeys.comments(token),
    queryFn: () => listReviewComments(token),
    enabled: resume.isSuccess,
    retry: retryUnlessRefused,
    // The page itself says what a refusal means (the password prompt, the link gone).
    meta: { errorToast: false },
  });
  const code = codeOf(resume.error) ?? codeOf(comments.error);
  const open = resume.isSuccess && code === null;
  useReviewEvents(token, open);
  useDocumentTitle(
    resume.data ? t("review.documentTitle", { name: reviewedName(resume.data) }) : t("common.appName"),
  );

  if (code === "ResumePasswordRequired") {
    return (
      <PasswordPrompt
        title={t("review.password.title")}
        description={t("review.password.description")}
        label={t("review.password.label")}
        submit={t("review.password.submit")}
        unlock={(password) => unlockReviewLink(token, password)}
        onUnlocked={() => void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.all(token) })}
      />
    );
  }
  if (code === "InvalidToken" || code === "ValidationError" || code === "NotFound") return <ReviewLinkGone />;
  // Anything else (the server unreachable) is a real error, shown by the error page with a reload.
  if (resume.isError) throw resume.error;
  if (!resume.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        <span role="status">{t("review.loading")}</span>
      </main>
    );
  }
  const reviewed = resume.data;
  return (
    <ReviewWorkspace
      token={token}
      reviewed={reviewed}
      threads={comments.data ?? []}
      frame={frame}
      signedIn={user ? { name: user.name || user.username, email: user.email } : undefined}
      preview={
        <ArtboardFrame
          ref={frame}
          src={paths.artboardPreview}
          data={reviewed.resume.data}
          title={t("review.previewTitle", { name: reviewedName(reviewed) })}
          fitHeight
        />
      }
    />
  );
}
