import { queryOptions } from "@tanstack/react-query";
import { type Resume, ResumeSchema } from "@vitae/schema";
import { apiRequest } from "@/lib/api-client";
import { resumeKeys } from "./query-keys";

/** Newest change first, the order the dashboard shows; ISO strings compare as dates. */
export const byUpdatedAtDesc = (a: Resume, b: Resume): number =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;

/** The signed-in user's resumes. The server sorts already; sorting again keeps the cache's order one rule. */
export async function getResumes(): Promise<Resume[]> {
  const resumes = await apiRequest("/resume", { schema: ResumeSchema.array() });
  return [...resumes].sort(byUpdatedAtDesc);
}

export const resumesQuery = queryOptions({
  queryKey: resumeKeys.list,
  queryFn: getResumes,
});
