import { api, noContent } from "@/lib/api-client";

/** Unlocks a protected public resume for this browser session (the server sets an httpOnly cookie). */
export const unlockPublicResume = ({
  username,
  slug,
  password,
}: {
  username: string;
  slug: string;
  password: string;
}) =>
  api.post(`/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/unlock`, noContent, {
    password,
  });
