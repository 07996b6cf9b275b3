import { type PublicResume, PublicResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/**
 * A public resume by its owner's username and its slug, with whether its page offers downloads; ResumeNotFound
 * when private or unknown. Counts a view.
 */
export function getPublicResume({
  username,
  slug,
}: {
  username: string;
  slug: string;
}): Promise<PublicResume> {
  return api.get(
    `/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`,
    PublicResumeSchema,
  );
}
