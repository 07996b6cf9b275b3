import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { create } from "zustand";
import { commentEventsUrl, reviewCommentsQuery, reviewKeys } from "../../api/reviews";

/** How often the threads are asked for while the server's live updates cannot be heard. */
export const fallbackRefetchMs = 30_000;

/** Whether the server's live events for the open resume's threads are heard now. */
const useLive = create<{ live: boolean }>(() => ({ live: false }));
const setLive = (live: boolean) => useLive.setState({ live });

/**
 * Listens to the server's events for the resume's threads (`event: comments` whenever a comment changes) and has
 * the threads and links fetched again on each. Without them (an older server, a dropped connection) the threads
 * are fetched again when the window comes back into focus and every `fallbackRefetchMs`. Mounted once per
 * builder (the top bar's share button).
 */
export function useCommentEvents(resumeId: string): void {
  const queryClient = useQueryClient();
  const live = useLive((state) => state.live);
  // Reopened when the window regains focus after the connection closed (a sign-out and in, a server restart).
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens the connection again.
  useEffect(() => {
    if (resumeId === "" || typeof EventSource === "undefined") return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.comments(resumeId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.links(resumeId) });
    };
    const source = new EventSource(commentEventsUrl(resumeId), { withCredentials: true });
    source.addEventListener("open", () => {
      setLive(true);
      // What changed while nobody listened is fetched once.
      refresh();
    });
    source.addEventListener("comments", refresh);
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) setLive(false);
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [resumeId, queryClient, attempt]);

  useEffect(() => {
    if (live || resumeId === "") return;
    const onFocus = () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.comments(resumeId) });
      setAttempt((count) => count + 1);
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [live, resumeId, queryClient]);
}

/** The resume's threads; polled only while the live events are not heard. */
export function useReviewThreads(resumeId: string) {
  const live = useLive((state) => state.live);
  return useQuery({
    ...reviewCommentsQuery(resumeId),
    enabled: resumeId !== "",
    refetchInterval: live ? false : fallbackRefetchMs,
    meta: { errorToast: false },
  });
}
