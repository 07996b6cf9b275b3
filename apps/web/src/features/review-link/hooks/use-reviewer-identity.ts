import { type ReviewAuthor, ReviewAuthorSchema } from "@vitae/schema";
import { useCallback, useState } from "react";

const storageKey = "vitae.reviewer";

const readIdentity = (): ReviewAuthor | null => {
  try {
    const parsed = ReviewAuthorSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The name (and optional e-mail) a reviewer comments under, remembered in this browser for every review link,
 * so they are asked once. A signed-in reviewer is recognised: their account's name and e-mail stand in until they
 * choose others.
 */
export function useReviewerIdentity(
  signedIn?: ReviewAuthor | undefined,
): [ReviewAuthor | null, (identity: ReviewAuthor | null) => void] {
  const [chosen, setIdentity] = useState<ReviewAuthor | null>(readIdentity);
  const identity = chosen ?? signedIn ?? null;
  const save = useCallback((next: ReviewAuthor | null) => {
    setIdentity(next);
    try {
      if (next === null) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Private browsing without storage: remembered for this page only.
    }
  }, []);
  return [identity, save];
}
