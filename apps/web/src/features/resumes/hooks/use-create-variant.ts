import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createVariant } from "../api/create-variant";
import { putResume, resumeMutationKey } from "./resume-cache";

export function useCreateVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: createVariant,
    onSuccess: (resume) => putResume(queryClient, resume),
  });
}
