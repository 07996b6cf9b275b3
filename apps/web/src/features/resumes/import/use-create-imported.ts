import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResumeData } from "@vitae/schema";
import { showErrorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { putResume, resumeMutationKey } from "../hooks/resume-cache";
import { importResume } from "./import-api";

/** Creates the resume from validated import data; a failure says why in a toast and keeps the dialog. */
export function useCreateImported() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resumeMutationKey,
    mutationFn: (data: ResumeData) => importResume({ data }),
    onSuccess: (resume) => putResume(queryClient, resume),
    onError: (error) => {
      if (!showErrorToast(error))
        toast({ variant: "error", title: i18n.t("resumes.import.createFailed"), description: error.message });
    },
  });
}
