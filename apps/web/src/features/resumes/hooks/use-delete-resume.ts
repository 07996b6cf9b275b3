import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteResume } from "../api/delete-resume";
import {
  cancelResumeQueries,
  findResume,
  putResume,
  removeResume,
  resumeMutationKey,
  resyncAfterFailure,
} from "./resume-cache";

/** Removes the resume from the cache at once and puts it back if the server refuses (a locked resume, say). */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: deleteResume,
    onMutate: async (id: string) => {
      await cancelResumeQueries(queryClient, id);
      const previous = findResume(queryClient, id);
      removeResume(queryClient, id);
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) putResume(queryClient, context.previous);
      return resyncAfterFailure(queryClient);
    },
    onSuccess: (_deleted, id) => removeResume(queryClient, id),
  });
}
