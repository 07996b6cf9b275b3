import { type PublicResume, PublicResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/**
 * A public resume by its owner's username and its slug, with whether its page offers downloads; ResumeNotFound
 * when private or unknown. Counts a view.
 */
export function getPublicResume({
  username,
  slug,
  lang,
}: {
  username: string;
  slug: string;
  /** The language to show it in (`?lang=` of the page); it comes in its own, with a note, when it lacks it. */
  lang?: string | null;
}): Promise<PublicResume> {
  const query = lang ? `?lang=${encodeURIComponent(lang)}` : "";
  return api.get(
    `/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}${query}`,
    PublicResumeSchema,
  );
}
