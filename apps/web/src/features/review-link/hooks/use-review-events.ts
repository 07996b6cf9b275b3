import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { reviewEventsUrl, reviewLinkKeys } from "../api/review-link";

/**
 * Follows the link's live updates while the page is open: new or changed threads (`comments`), the owner's edits
 * (`resume`), the link revoked or expired (`revoked`). Each event only says what to read again; a stream the
 * server refuses (the link gone) ends, and reading again shows why.
 */
export function useReviewEvents(token: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(reviewEventsUrl(token), { withCredentials: true });
    const refetch = (key: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey: key });
    source.addEventListener("comments", refetch(reviewLinkKeys.comments(token)));
    source.addEventListener("resume", refetch(reviewLinkKeys.all(token)));
    source.addEventListener("revoked", () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.all(token) });
    });
    source.addEventListener("error", () => {
      // A refused reconnection ends the stream for good: the link may be gone.
      if (source.readyState === EventSource.CLOSED)
        void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.resume(token) });
    });
    return () => source.close();
  }, [token, enabled, queryClient]);
}
