import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Resume } from "@vitae/schema";
import { updateResume } from "@/lib/update-resume";
import {
  cancelResumeQueries,
  findResume,
  putResume,
  resumeMutationKey,
  resyncAfterFailure,
} from "./resume-cache";

/**
 * Saves a changed resume (a rename from the dashboard) optimistically: the cache shows the change at once,
 * takes the server's answer (new updatedAt, normalised slug) on success, and goes back to what it was on failure.
 */
export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: (next: Resume) => updateResume(next),
    onMutate: async (next: Resume) => {
      await cancelResumeQueries(queryClient, next.id);
      const previous = findResume(queryClient, next.id);
      putResume(queryClient, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) putResume(queryClient, context.previous);
      return resyncAfterFailure(queryClient);
    },
    onSuccess: (saved) => putResume(queryClient, saved),
  });
}
