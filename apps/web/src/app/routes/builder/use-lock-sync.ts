import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { retrySave } from "@/features/builder/hooks/use-autosave";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { resumeQuery } from "@/features/resumes/api/get-resume";

/**
 * The lock dialog writes the server's answer into the query cache; the builder takes the new lock state
 * and updatedAt from there once the server confirmed it (the optimistic entry carries no newer updatedAt),
 * and saves what waited while the resume was locked.
 */
export function useLockSync(id: string): void {
  const { data: cached } = useQuery({ ...resumeQuery(id), enabled: false });

  useEffect(() => {
    const { resume, status, patchResume } = useBuilderStore.getState();
    if (!cached || resume?.id !== id) return;
    if (cached.locked === resume.locked || cached.updatedAt <= resume.updatedAt) return;
    patchResume({ locked: cached.locked, updatedAt: cached.updatedAt });
    if (!cached.locked && status === "locked") retrySave();
  }, [cached, id]);
}
