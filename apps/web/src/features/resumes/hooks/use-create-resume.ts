import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createResume } from "../api/create-resume";
import { putResume, resumeMutationKey } from "./resume-cache";

/** Not optimistic: the new resume's id comes from the server, and only then does it join the list. */
export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: createResume,
    onSuccess: (resume) => putResume(queryClient, resume),
  });
}
