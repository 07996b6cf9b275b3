import { htmlToText, type ReviewComment } from "@vitae/schema";
import { Check, MessageSquareReply, RotateCcw, Trash2, X } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { WordDiff } from "@/components/word-diff/word-diff";
import { formatRelativeTime } from "@/lib/relative-time";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "../confirm-dialog";
import type { useThreadActions } from "./use-thread-actions";

const textareaClass =
  "min-h-14 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

function Badge({ tone, children }: { tone: "warning" | "muted" | "success"; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium",
        tone === "warning" && "bg-amber-500/15 text-amber-900 dark:text-amber-200",
        tone === "muted" && "bg-muted text-muted-foreground",
        tone === "success" && "bg-emerald-500/15 text-emerald-900 dark:text-emerald-200",
      )}
    >
      {children}
    </span>
  );
}

function ReplyForm({ onReply, busy }: { onReply: (text: string) => Promise<unknown>; busy: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    try {
      await onReply(text);
      setText("");
    } catch {
      // The error toast says why; what was typed stays to send again.
    }
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <textarea
        aria-label={t("builder.review.replyLabel")}
        placeholder={t("builder.review.replyLabel")}
        rows={2}
        className={textareaClass}
        maxLength={4000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter sends, as in most comment boxes; Enter alone starts a new line.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
      />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={busy || text.trim() === ""}>
          <MessageSquareReply aria-hidden />
          {t("builder.review.reply")}
        </Button>
      </div>
    </form>
  );
}

/**
 * One review thread as the owner reads it: what it points at (or that its words are gone, quoting them), the
 * comment, a suggestion as a word diff to accept or dismiss, the replies, and resolve, reopen or delete.
 */
export function CommentThread({
  thread,
  label,
  locked,
  actions,
  ref,
}: {
  thread: ReviewComment;
  /** What the comment points at in words; null when its item is gone. */
  label: string | null;
  locked: boolean;
  actions: ReturnType<typeof useThreadActions>;
  ref?: Ref<HTMLElement>;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const outdated = thread.placement.status === "outdated";
  const resolved = thread.state === "resolved";
  const quote = outdated ? thread.anchor.quote : thread.placement.quote;
  const when = formatRelativeTime(thread.createdAt, Date.now(), i18n.language);
  const busy = actions.act.isPending || actions.reply.isPending || actions.remove.isPending;
  const act = (action: "accept" | "dismiss" | "resolve" | "reopen") => actions.act.mutate({ thread, action });

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-thread-id={thread.id}
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring",
        resolved && "opacity-80",
      )}
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
            {label ?? t("builder.review.removedItem")}
          </h3>
          {outdated && <Badge tone="warning">{t("builder.review.outdated")}</Badge>}
          {resolved && <Badge tone="muted">{t("builder.review.resolvedBadge")}</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          {thread.authorName} · {when}
        </p>
      </header>
      {quote !== "" && (
        <figure className="grid gap-1">
          {outdated && (
            <figcaption className="text-xs text-muted-foreground">
              {t("builder.review.outdatedHint")}
            </figcaption>
          )}
          <blockquote
            className={cn(
              "border-s-2 ps-3 text-sm text-muted-foreground",
              outdated ? "border-amber-500 line-through decoration-amber-600/60" : "border-primary/60",
            )}
          >
            {quote}
          </blockquote>
        </figure>
      )}
      <p className="text-sm whitespace-pre-line">{htmlToText(thread.text)}</p>
      {thread.suggestion !== null && (
        <section
          aria-label={t("builder.review.suggestion")}
          className="grid gap-2 rounded-md border border-dashed bg-muted/40 p-2"
        >
          <p className="text-xs font-medium text-muted-foreground">{t("builder.review.suggestion")}</p>
          <WordDiff
            before={quote}
            after={thread.suggestion}
            labels={{ added: t("builder.jobMatch.ai.added"), removed: t("builder.jobMatch.ai.removed") }}
          />
          {thread.suggestionState === "pending" ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy || locked || outdated} onClick={() => act("accept")}>
                <Check aria-hidden />
                {t("builder.jobMatch.ai.accept")}
              </Button>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => act("dismiss")}>
                <X aria-hidden />
                {t("builder.jobMatch.ai.dismiss")}
              </Button>
            </div>
          ) : (
            <Badge tone={thread.suggestionState === "accepted" ? "success" : "muted"}>
              {t(
                thread.suggestionState === "accepted"
                  ? "builder.review.suggestionAccepted"
                  : "builder.review.suggestionDismissed",
              )}
            </Badge>
          )}
        </section>
      )}
      {thread.replies.length > 0 && (
        <ol className="grid gap-2 border-s ps-3">
          {thread.replies.map((reply) => (
            <li key={reply.id} className="grid gap-0.5">
              <p className="text-xs text-muted-foreground">
                {reply.byOwner ? t("builder.review.you") : reply.authorName} ·{" "}
                {formatRelativeTime(reply.createdAt, Date.now(), i18n.language)}
              </p>
              <p className="text-sm whitespace-pre-line">{htmlToText(reply.text)}</p>
            </li>
          ))}
        </ol>
      )}
      {!resolved && <ReplyForm busy={busy} onReply={(text) => actions.reply.mutateAsync({ thread, text })} />}
      <div className="flex flex-wrap gap-2 border-t pt-2">
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => act(resolved ? "reopen" : "resolve")}
        >
          {resolved ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
          {t(resolved ? "builder.review.reopen" : "builder.review.resolve")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ms-auto text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 aria-hidden />
          {t("builder.history.actions.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("builder.review.deleteTitle")}
        description={t("builder.review.deleteDescription", { name: thread.authorName })}
        confirm={t("builder.history.actions.delete")}
        onConfirm={() => actions.remove.mutate(thread)}
      />
    </article>
  );
}
