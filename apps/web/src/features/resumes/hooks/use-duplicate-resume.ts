import { useMutation, useQueryClient } from "@tanstack/react-query";
import { duplicateResume } from "../api/duplicate-resume";
import { putResume, resumeMutationKey } from "./resume-cache";

export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: duplicateResume,
    onSuccess: (resume) => putResume(queryClient, resume),
  });
}
