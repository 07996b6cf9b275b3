import { type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** A public resume by its owner's username and its slug; ResumeNotFound when private or unknown. Counts a view. */
export function getPublicResume({ username, slug }: { username: string; slug: string }): Promise<Resume> {
  return api.get(`/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`, ResumeSchema);
}
