import type { ResumeData } from "../resume-data.ts";
import { resumeTextBySection } from "../resume-sections-text.ts";
import { productNames } from "./names.ts";
import { stopWordsFor } from "./stop-words.ts";
import { type Tokens, tokenize } from "./tokenize.ts";

export type KeywordKind = "skill" | "phrase" | "word";

export type JobKeyword = {
  /** As shown: a skill's name, or the description's own words. */
  label: string;
  kind: KeywordKind;
  /** Times the description says it. */
  count: number;
  /** Its part of the score: skills count three times, phrases twice, words once, each more when repeated. */
  weight: number;
  /** Layout ids of the resume's sections that hold it (`basics` for the header); empty when missing. */
  foundIn: string[];
  /** Where to add it when missing. */
  addTo: string[];
};

export type JobMatch = {
  /** 0–100: the weight of the keywords the resume covers, of all keywords' weight. */
  score: number;
  parts: Record<KeywordKind, { found: number; total: number }>;
  keywords: JobKeyword[];
};

const maxKeywords = 40;

/** A name as whole words in any case ("storybook" finds Storybook), however many spaces between its words. */
const wholeWords = (name: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${name
      .split(" ")
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\s+")}(?![\\p{L}\\p{N}])`,
    "iu",
  );

/**
 * The description's keywords: every skill (the vocabulary's, then the product names it gives in capitals), then
 * its most repeated phrases and words, phrases before the words in them.
 */
const keywordsOf = (
  { skills, words, phrases }: Tokens,
  names: ReadonlyMap<string, number>,
): Omit<JobKeyword, "foundIn" | "addTo">[] => {
  const keywords: Omit<JobKeyword, "foundIn" | "addTo">[] = [...skills, ...names].map(([label, count]) => ({
    label,
    kind: "skill",
    count,
    weight: 3 + Math.min(count - 1, 3),
  }));
  // A name is not a phrase or a word again.
  const named = new Set(
    [...names.keys()].flatMap((name) => [name.toLowerCase(), ...name.toLowerCase().split(" ")]),
  );
  // Repeated phrases, longer first among equals; a kept phrase covers the shorter ones inside it.
  const kept: string[] = [];
  for (const [phrase, count] of [...phrases]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)) {
    if (named.has(phrase) || kept.some((longer) => longer.includes(phrase))) continue;
    kept.push(phrase);
    keywords.push({ label: phrase, kind: "phrase", count, weight: 2 + Math.min(count - 1, 2) });
  }
  // Words: repeated ones (any in a short description), unless every use is inside a kept phrase.
  const short = words.size < 60;
  for (const [word, count] of [...words].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)) {
    if ((count < 2 && !short) || named.has(word)) continue;
    const inPhrases = kept
      .filter((phrase) => phrase.includes(word))
      .reduce((sum, phrase) => sum + (phrases.get(phrase) ?? 0), 0);
    if (inPhrases >= count) continue;
    keywords.push({ label: word, kind: "word", count, weight: 1 + Math.min(count - 1, 2) });
  }
  return keywords.slice(0, maxKeywords);
};

const addToFor = (kind: KeywordKind, present: ReadonlySet<string>): string[] => {
  const preferred =
    kind === "skill" ? ["skills", "experience", "projects"] : ["experience", "summary", "projects"];
  const available = preferred.filter((id) => present.has(id));
  return available.length > 0 ? available : [preferred[0] ?? "experience"];
};

/**
 * How well a resume answers a job description, locally and without AI: the description's keywords (skills by
 * the vocabulary, so "k8s" and "Kubernetes" are one; repeated phrases; repeated words, stop words of its
 * language left out), which sections of the resume hold each, and a score weighted towards skills.
 */
export const matchJobDescription = ({
  description,
  data,
  locale = data.metadata.locale,
}: {
  description: string;
  data: ResumeData;
  /** The description's language (default: the resume's). */
  locale?: string;
}): JobMatch => {
  const stopWords = stopWordsFor(locale);
  const names = productNames(description, locale, stopWords);
  const keywords = keywordsOf(tokenize(description, locale, stopWords), names);
  const sections = [...resumeTextBySection(data)].map(([id, text]) => ({
    id,
    text: text.normalize("NFKC"),
    tokens: tokenize(text, data.metadata.locale, stopWordsFor(data.metadata.locale)),
  }));
  const present = new Set(sections.filter(({ tokens }) => tokens.words.size > 0).map(({ id }) => id));
  const matched: JobKeyword[] = keywords.map((keyword) => {
    const name = names.has(keyword.label) ? wholeWords(keyword.label) : undefined;
    const foundIn = sections
      .filter(({ text, tokens }) =>
        name !== undefined
          ? name.test(text)
          : keyword.kind === "skill"
            ? tokens.skills.has(keyword.label)
            : (keyword.kind === "phrase" ? tokens.phrases : tokens.words).has(keyword.label),
      )
      .map(({ id }) => id);
    return { ...keyword, foundIn, addTo: foundIn.length > 0 ? [] : addToFor(keyword.kind, present) };
  });
  const parts: JobMatch["parts"] = {
    skill: { found: 0, total: 0 },
    phrase: { found: 0, total: 0 },
    word: { found: 0, total: 0 },
  };
  let weight = 0;
  let covered = 0;
  for (const keyword of matched) {
    parts[keyword.kind].total += 1;
    weight += keyword.weight;
    if (keyword.foundIn.length > 0) {
      parts[keyword.kind].found += 1;
      covered += keyword.weight;
    }
  }
  return { score: weight === 0 ? 0 : Math.round((100 * covered) / weight), parts, keywords: matched };
};
