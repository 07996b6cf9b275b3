import { queryOptions } from "@tanstack/react-query";
import { JobDescriptionSchema, type SaveJobDescriptionInput } from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

const base = (resumeId: string) => `/resume/${encodeURIComponent(resumeId)}/job-descriptions`;

/** The job descriptions saved with a resume, oldest first. */
export const jobDescriptionsQuery = (resumeId: string) =>
  queryOptions({
    queryKey: ["resume", resumeId, "job-descriptions"] as const,
    queryFn: () => api.get(base(resumeId), z.array(JobDescriptionSchema)),
  });

export const createJobDescription = (resumeId: string, input: SaveJobDescriptionInput) =>
  api.post(base(resumeId), JobDescriptionSchema, input);

export const updateJobDescription = (resumeId: string, id: string, input: SaveJobDescriptionInput) =>
  api.put(`${base(resumeId)}/${encodeURIComponent(id)}`, JobDescriptionSchema, input);

export const deleteJobDescription = (resumeId: string, id: string) =>
  api.delete(`${base(resumeId)}/${encodeURIComponent(id)}`, noContent);
