import { useMutation, useQueryClient } from "@tanstack/react-query";
import { htmlToText, type ReviewAuthor, type ReviewComment, reviewLimits } from "@vitae/schema";
import { CheckCircle2, RotateCcw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { replyToReviewComment, reviewLinkKeys, setReviewThreadState } from "../api/review-link";
import { reportError } from "../lib/report-error";
import { textareaClass } from "./textarea";

/** The id of a thread's card, which a marker in the resume moves the focus to. */
export const threadElementId = (commentId: string) => `review-thread-${commentId}`;

function useThreadWrite<T>(token: string, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewLinkKeys.comments(token) }),
    onError: reportError,
    meta: { errorToast: false },
  });
}

function ReplyForm({
  token,
  thread,
  author,
}: {
  token: string;
  thread: ReviewComment;
  author: ReviewAuthor;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const reply = useThreadWrite(token, () => replyToReviewComment(token, thread.id, { author, text }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") reply.mutate(undefined, { onSuccess: () => setText("") });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t("review.threads.replyLabel", { name: thread.authorName })}
      </label>
      <textarea
        id={id}
        className={cn(textareaClass, "min-h-14")}
        placeholder={t("review.threads.reply")}
        maxLength={reviewLimits.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={text.trim() === "" || reply.isPending}>
        {t("review.threads.send")}
      </Button>
    </form>
  );
}

function Thread({
  token,
  thread,
  author,
}: {
  token: string;
  thread: ReviewComment;
  author: ReviewAuthor | null;
}) {
  const { t } = useTranslation();
  const resolved = thread.state === "resolved";
  const outdated = thread.placement.status === "outdated";
  const setState = useThreadWrite(token, (action: "resolve" | "reopen") =>
    setReviewThreadState(token, thread.id, action),
  );
  const headingId = `${threadElementId(thread.id)}-heading`;
  return (
    <li>
      <article
        id={threadElementId(thread.id)}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={cn(
          "grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring",
          resolved && "bg-muted/40",
        )}
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            {thread.authorName}
          </h3>
          <div className="flex gap-1.5 text-xs">
            {outdated ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                {t("review.threads.outdated")}
              </span>
            ) : null}
            {resolved ? (
              <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground">
                {t("review.threads.resolved")}
              </span>
            ) : null}
          </div>
        </header>
        {thread.placement.quote !== "" ? (
          <blockquote className="border-s-2 border-primary/60 ps-3 text-sm text-muted-foreground italic">
            {outdated ? <s>{thread.placement.quote}</s> : thread.placement.quote}
          </blockquote>
        ) : null}
        <p className="text-sm whitespace-pre-wrap break-words">{htmlToText(thread.text)}</p>
        {thread.suggestion !== null ? (
          <div className="grid gap-1 rounded-md bg-muted/60 p-2 text-sm">
            <span className="text-xs font-medium text-muted-foreground">
              {t("review.threads.suggestion")} · {t(`review.threads.${thread.suggestionState ?? "pending"}`)}
            </span>
            <span className="break-words">
              <del className="text-muted-foreground">{thread.anchor.quote}</del>{" "}
              <ins className="font-medium no-underline">{thread.suggestion}</ins>
            </span>
          </div>
        ) : null}
        {thread.replies.length > 0 ? (
          <ol className="grid gap-2 border-s ps-3">
            {thread.replies.map((reply) => (
              <li key={reply.id} className="grid gap-0.5 text-sm">
                <span className="text-xs font-semibold">
                  {reply.authorName}
                  {reply.byOwner ? ` · ${t("review.threads.owner")}` : ""}
                </span>
                <span className="whitespace-pre-wrap break-words">{htmlToText(reply.text)}</span>
              </li>
            ))}
          </ol>
        ) : null}
        {author !== null && !resolved ? <ReplyForm token={token} thread={thread} author={author} /> : null}
        <div>
          <Button
            size="sm"
            variant="ghost"
            disabled={setState.isPending}
            onClick={() => setState.mutate(resolved ? "reopen" : "resolve")}
          >
            {resolved ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
            {resolved ? t("review.threads.reopen") : t("review.threads.resolve")}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** The threads of this link, open ones first, each with its replies and a way to reply, resolve or reopen. */
export function ThreadList({
  token,
  threads,
  author,
}: {
  token: string;
  threads: readonly ReviewComment[];
  author: ReviewAuthor | null;
}) {
  const { t } = useTranslation();
  const ordered = [...threads].sort(
    (a, b) => Number(a.state === "resolved") - Number(b.state === "resolved"),
  );
  const open = threads.filter((thread) => thread.state === "open").length;
  return (
    <section aria-labelledby="review-threads-title" className="grid gap-3">
      <h2 id="review-threads-title" className="flex items-baseline justify-between gap-2 font-semibold">
        {t("review.threads.title")}
        <span className="text-xs font-normal text-muted-foreground">
          {t("review.threads.open", { count: open })}
        </span>
      </h2>
      {ordered.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("review.threads.empty")}</p>
      ) : (
        <ol className="grid gap-3">
          {ordered.map((thread) => (
            <Thread key={thread.id} token={token} thread={thread} author={author} />
          ))}
        </ol>
      )}
    </section>
  );
}
