import { skillVocabulary } from "./vocabulary.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// Words that are skills only when written as the skill is (an acronym in capitals, "Go" or "Swift" with its
// capital): "go" and "rest" in running text are verbs and nouns, "JS" and "AI" are not.
const ambiguous = new Set(["go", "rest", "swift", "rust", "node", "rails", "ruby", "excel", "sap"]);
const isCaseSensitive = (alias: string) => alias.length <= 2 || ambiguous.has(alias.toLowerCase());
const writtenForms: Record<string, string> = { rest: "REST", node: "Node", rails: "Rails", sap: "SAP" };

// Aliases that are broad words: the skill only when they stand alone ("testing and deployment"), not as the last
// word of a longer name for something else ("usability testing", "product analytics").
const broad = new Set(["testing", "analytics"]);

const allAliases = skillVocabulary.flatMap(([label, ...others]) =>
  [label, ...others].map((alias) => ({ alias, label })),
);
const labelOf = new Map(allAliases.map(({ alias, label }) => [alias.toLowerCase(), label]));

/** Whether the text is one of the vocabulary's ways of writing a skill ("k8s", "Kubernetes"). */
export const isSkillAlias = (text: string): boolean => labelOf.has(text.toLowerCase());

// Whole words only ("c#" and "node.js" included, which a word segmenter would cut); longest first, so
// "ruby on rails" wins over "ruby".
const patternOf = (forms: string[], flags: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${forms
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}\\p{N}])`,
    flags,
  );
const sensitiveForms = allAliases
  .filter(({ alias }) => isCaseSensitive(alias))
  // As written in a description: acronyms in capitals, names with their capital.
  .map(({ alias, label }) =>
    alias.toLowerCase() === label.toLowerCase()
      ? label
      : (writtenForms[alias] ?? (alias.length <= 2 ? alias.toUpperCase() : alias)),
  );
const sensitivePattern = patternOf([...new Set(sensitiveForms)], "gu");
const insensitivePattern = patternOf(
  allAliases.filter(({ alias }) => !isCaseSensitive(alias)).map(({ alias }) => alias.toLowerCase()),
  "giu",
);

/** Scripts written without spaces between words: every character of a segment counts. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Khmer}]/u;

export type Tokens = {
  skills: Map<string, number>;
  /** Words, with their counts. */
  words: Map<string, number>;
  /** Runs of two and three words, with their counts. */
  phrases: Map<string, number>;
};

const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The skills and terms of a text in a language: skills by the vocabulary, then words by the language's word
 * segmenter (Intl.Segmenter: Chinese, Japanese, Thai and Khmer too), stop words and numbers left out, and runs
 * of two and three words that no stop word or punctuation interrupts.
 */
/**
 * The text with each skill the vocabulary knows replaced by what `replace` returns for its label: capitalised and
 * short forms as written first, then the others in any case. A broad alias stands for its skill alone, not as the
 * last word of something else ("usability testing", "A/B testing", "product analytics").
 */
export const replaceSkills = (
  text: string,
  stopWords: ReadonlySet<string>,
  replace: (label: string) => string,
): string => {
  const take = (alias: string, at: number, whole: string) => {
    if (broad.has(alias.toLowerCase())) {
      const before = /([\p{L}\p{N}]+)[\s/-]*$/u.exec(whole.slice(Math.max(0, at - 40), at))?.[1];
      if (before !== undefined && !stopWords.has(before.toLowerCase())) return alias;
    }
    const label = labelOf.get(alias.toLowerCase());
    return label === undefined ? alias : replace(label);
  };
  return text.replace(sensitivePattern, take).replace(insensitivePattern, take);
};

/**
 * The skills and terms of a text in a language: skills by the vocabulary, then words by the language's word
 * segmenter (Intl.Segmenter: Chinese, Japanese, Thai and Khmer too), stop words and numbers left out, and runs
 * of two and three words that no stop word or punctuation interrupts.
 */
export const tokenize = (text: string, locale: string, stopWords: ReadonlySet<string>): Tokens => {
  const skills = new Map<string, number>();
  // A break where a skill was, so the words on either side do not make a phrase across it.
  const rest = replaceSkills(text.normalize("NFKC"), stopWords, (label) => {
    add(skills, label);
    return " | ";
  }).toLocaleLowerCase(locale);

  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  let run: string[] = [];
  const flush = () => {
    for (let size = 2; size <= 3; size++) {
      for (let start = 0; start + size <= run.length; start++) {
        const joiner = unspaced.test(run[start] ?? "") ? "" : " ";
        add(phrases, run.slice(start, start + size).join(joiner));
      }
    }
    run = [];
  };
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  for (const { segment, isWordLike } of segmenter.segment(rest)) {
    if (!isWordLike) {
      // Spaces keep a phrase going; punctuation and line breaks end it.
      if (!/^[ \t]+$/.test(segment)) flush();
      continue;
    }
    const word = segment.trim();
    // Hiragana alone is Japanese grammar (endings, particles), not a keyword.
    const meaningful =
      !stopWords.has(word) &&
      !/^\p{N}+$/u.test(word) &&
      !/^\p{Script=Hiragana}+$/u.test(word) &&
      (word.length >= 2 || unspaced.test(word));
    if (!meaningful) {
      flush();
      continue;
    }
    add(words, word);
    run.push(word);
  }
  flush();
  return { skills, words, phrases };
};
