import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewComment } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import {
  actOnThread,
  deleteThread,
  replyToThread,
  reviewKeys,
  savedResume,
  type ThreadAction,
} from "../../api/reviews";
import { adoptSaved, saveNow } from "../../hooks/use-autosave";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A typed reply as the rich text the server keeps: its paragraphs, every character as typed. */
export const replyHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

/**
 * The owner's actions on threads. Accepting a suggestion saves what waits first (so the version the server keeps
 * before the change has it), then the server replaces the words and saves; the builder takes that resume as one
 * step, which Undo takes back (and saves). Every answer updates the thread in place.
 */
export function useThreadActions(resumeId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = reviewKeys.comments(resumeId);
  const put = (thread: ReviewComment) =>
    queryClient.setQueryData<ReviewComment[]>(key, (threads) =>
      threads?.map((candidate) => (candidate.id === thread.id ? thread : candidate)),
    );
  const linksChanged = () => queryClient.invalidateQueries({ queryKey: reviewKeys.links(resumeId) });

  const act = useMutation({
    mutationFn: async ({ thread, action }: { thread: ReviewComment; action: ThreadAction }) => {
      if (action !== "accept") return actOnThread(resumeId, thread.id, action);
      await saveNow();
      const answer = await actOnThread(resumeId, thread.id, action);
      adoptSaved(await savedResume(resumeId));
      return answer;
    },
    onSuccess: (thread, { action }) => {
      put(thread);
      if (action === "accept") toast({ variant: "success", title: t("builder.review.accepted") });
      return linksChanged();
    },
  });

  const reply = useMutation({
    mutationFn: ({ thread, text }: { thread: ReviewComment; text: string }) =>
      replyToThread(resumeId, thread.id, replyHtml(text)),
    onSuccess: put,
  });

  const remove = useMutation({
    mutationFn: (thread: ReviewComment) => deleteThread(resumeId, thread.id),
    onSuccess: (_, thread) => {
      queryClient.setQueryData<ReviewComment[]>(key, (threads) =>
        threads?.filter((candidate) => candidate.id !== thread.id),
      );
      return linksChanged();
    },
  });

  return { act, reply, remove };
}
