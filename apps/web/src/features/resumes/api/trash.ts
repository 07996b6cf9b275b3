import { queryOptions } from "@tanstack/react-query";
import { type Resume, ResumeSchema, type TrashedResume, TrashedResumeSchema } from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

export const trashKey = ["resumes", "trash"] as const;

export const listTrash = (): Promise<TrashedResume[]> =>
  api.get("/resume/trash", z.array(TrashedResumeSchema));

export const trashQuery = () => queryOptions({ queryKey: trashKey, queryFn: listTrash, staleTime: 0 });

export const restoreFromTrash = (id: string): Promise<Resume> =>
  api.post(`/resume/trash/${encodeURIComponent(id)}/restore`, ResumeSchema);

export const deleteForever = (id: string): Promise<void> =>
  api.delete(`/resume/trash/${encodeURIComponent(id)}`, noContent);
