import type { ResumeData } from "@vitae/schema";
import { hyphenateResumeData, loadHyphenator, type WordHyphenator, wantsHyphenation } from "@vitae/templates";
import { useEffect, useMemo, useState } from "react";

/**
 * The resume as the preview draws it: with soft hyphens in long words when it asks for hyphenation, as the
 * printer prints it. The language's patterns load on first use (their own chunk, not in the builder's bundle);
 * until then, and for a language without patterns, the resume is drawn as it is.
 */
export function useHyphenated(data: ResumeData): ResumeData {
  const wanted = wantsHyphenation(data);
  const { locale } = data.metadata;
  const [loaded, setLoaded] = useState<{ locale: string; hyphenate: WordHyphenator | null } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadHyphenator(locale).then((hyphenate) => {
      if (current) setLoaded({ locale, hyphenate });
    });
    return () => {
      current = false;
    };
  }, [wanted, locale]);

  const hyphenate = wanted && loaded?.locale === locale ? loaded.hyphenate : null;
  return useMemo(() => (hyphenate === null ? data : hyphenateResumeData(data, hyphenate)), [data, hyphenate]);
}
