import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lockResume } from "../api/lock-resume";
import {
  cancelResumeQueries,
  findResume,
  putResume,
  resumeMutationKey,
  resyncAfterFailure,
} from "./resume-cache";

/** Flips the lock optimistically; the server's resume replaces the cached one. */
export function useLockResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: lockResume,
    onMutate: async ({ id, set }) => {
      await cancelResumeQueries(queryClient, id);
      const previous = findResume(queryClient, id);
      if (previous) putResume(queryClient, { ...previous, locked: set });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) putResume(queryClient, context.previous);
      return resyncAfterFailure(queryClient);
    },
    onSuccess: (saved) => putResume(queryClient, saved),
  });
}
