import { htmlToText, type ResumeData } from "@vitae/schema";
import { resumeTextBySection } from "@vitae/schema/job-match";

/**
 * What a drafted letter claims that the resume does not back up. A draft is checked sentence by sentence for the
 * phrases that name facts (numbers with what they count, capitalised names of employers, titles, schools and
 * tools, degrees); each must be found in the resume's own text. A phrase from the job description is accepted
 * only in a sentence that says nothing about the writer (no "I", "my", "me"): describing the job is fine,
 * claiming its requirements as one's own is not. The recipient and their organisation may always be named.
 */

export type FactSources = {
  resume: ResumeData;
  jobDescription: string;
  /** Names the letter may use freely: the recipient, their title and organisation. */
  allowed: readonly string[];
  /** The draft's language: where every noun is capitalised (German), only names that look like names count. */
  locale: string;
};

/** Languages that capitalise every noun, so a capital letter alone does not make a name. */
const nounCapitalising = new Set(["de", "lb"]);

/** A token that is a name whatever the language: an acronym, CamelCase, or a tool's spelling (C++, Node.js). */
const looksLikeName = (word: string): boolean => /\p{Lu}.*\p{Lu}|[\d+#]|\.\p{L}/u.test(word);

const normalise = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{N}+#.%]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Words that open sentences or letters and name no fact, though capitalised. */
const plainWords = new Set(
  (
    "i a an the my our your their this that these those in on at as with for from to by of and or but so if " +
    "when while since during after before over through throughout dear sincerely regards kind best thank thanks " +
    "yours hello hi it its we you he she they there here what which who how why where also moreover furthermore " +
    "however additionally finally first second third then today currently recently previously together " +
    "january february march april may june july august september october november december monday tuesday " +
    "wednesday thursday friday saturday sunday"
  ).split(" "),
);

const firstPerson = /\b(i|i'm|i’m|i've|i’ve|i'd|i’d|me|my|mine|myself)\b/i;
/** A sentence about the job applied for: its words ("the Staff Engineer role") are the job's, not claims. */
const applying = /\b(apply|applying|application|position|role|vacancy|opening|join)\b/i;

const degreePattern =
  /\b(?:bachelor|master|doctor|doctorate|ph\.?\s?d|mba|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|associate)(?:['’]s)?(?:\s+degree)?(?:\s+(?:of|in)\s+(?:[\p{Lu}][\p{L}-]*|science|arts|engineering|computer science|business administration)(?:\s+[\p{Lu}][\p{L}-]*)*)?/giu;

/** A number with what it counts ("10 years of experience", "40 million payments", "40%", "$2M"), as claimed. */
const numberPattern =
  /(?:[$€£¥]\s?)?\d[\d,.]*(?:\s?(?:%|\+|(?:k|m|bn|x)(?!\p{L})))?(?:\s+(?:million|billion|thousand|hundred|lakh|crore))?(?:\s+[\p{L}-]+(?:\s+of\s+[\p{L}+#.-]+)?)?/giu;

/** Runs of capitalised words (with tool-like tokens: Node.js, C++, CI/CD) and acronyms. */
const namePattern =
  /(?:[\p{Lu}][\p{L}\p{N}+#.'’/-]*|[\p{L}]+\.(?:js|ts|net|io))(?:\s+(?:of|de|and|&|la|van|von)?\s*(?:[\p{Lu}][\p{L}\p{N}+#.'’/-]*))*/gu;

/** Sentences, and their clauses joined by "and", "but", a semicolon or a dash: each makes its own claim. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+|[;–—]\s*|,\s+(?=(?:and|but|while|whereas)\s)/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");

const trimPunctuation = (phrase: string): string =>
  phrase.replace(/^[^\p{L}\p{N}$€£¥]+|[^\p{L}\p{N}+#%]+$/gu, "");

type Corpus = { text: string; words: Set<string>; numbers: Set<string> };

const corpusOf = (text: string): Corpus => {
  const normalised = normalise(text);
  return {
    text: ` ${normalised} `,
    words: new Set(normalised.split(" ")),
    numbers: new Set(normalised.match(/\d+(?:[.,]\d+)?/g) ?? []),
  };
};

/** The resume's text: the basics and every section as the templates print it. */
const resumeCorpus = (resume: ResumeData): Corpus => {
  const { basics } = resume;
  return corpusOf(
    [
      basics.name,
      basics.headline,
      basics.location,
      ...basics.customFields.map((field) => `${field.name} ${field.value}`),
      ...resumeTextBySection(resume).values(),
    ].join("\n"),
  );
};

/** The phrase is in the text as a whole, or (for names) every one of its words is. */
const found = (phrase: string, corpus: Corpus): boolean => {
  const normalised = normalise(phrase);
  if (normalised === "" || corpus.text.includes(` ${normalised} `)) return true;
  const words = normalised.split(" ").filter((word) => !plainWords.has(word) && word.length > 1);
  return words.length > 0 && words.every((word) => corpus.words.has(word));
};

/**
 * A number is backed when the text has it with the same word after it ("10 years", "40 million"): a bare "10"
 * elsewhere (a grade "8.7 / 10") backs no "10 years".
 */
const numberFound = (phrase: string, corpus: Corpus): boolean => {
  const [number, word] = normalise(phrase)
    .replace(/^[$€£¥]\s?/, "")
    .split(" ");
  if (number === undefined || !corpus.numbers.has(number.replace(/[%+]$/, ""))) return false;
  return word === undefined || corpus.text.includes(` ${number} ${word}`);
};

/**
 * A capitalised run without the plain words around it ("In Berlin" → "Berlin", "At Google I" → "Google"). A
 * sentence's first word is capitalised anyway: it stays only where the draft writes it capitalised elsewhere
 * too, or it looks like a name.
 */
const nameOf = (match: string, opensSentence: boolean, capitalisedElsewhere: Set<string>): string => {
  const words = match.split(/\s+/);
  const first = words[0] ?? "";
  if (opensSentence && !looksLikeName(first) && !capitalisedElsewhere.has(first)) words.shift();
  while (words.length > 0 && plainWords.has((words[0] ?? "").toLowerCase())) words.shift();
  while (words.length > 0 && plainWords.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  return trimPunctuation(words.join(" "));
};

/** Every phrase of the draft naming an employer, title, number, degree or skill the resume does not show. */
export const unsupportedPhrases = (draftHtml: string, sources: FactSources): string[] => {
  const resume = resumeCorpus(sources.resume);
  const job = corpusOf(sources.jobDescription);
  const allowed = corpusOf(sources.allowed.join("\n"));
  const flagged: string[] = [];
  const flag = (phrase: string) => {
    if (!flagged.some((seen) => normalise(seen) === normalise(phrase))) flagged.push(phrase);
  };
  const sentences = sentencesOf(htmlToText(draftHtml, { blockBreak: "\n" }));
  // Words written capitalised inside a sentence: those are names wherever they stand.
  const capitalisedElsewhere = new Set(
    sentences.flatMap((sentence) =>
      sentence
        .split(/\s+/)
        .slice(1)
        .filter((word) => /^\p{Lu}/u.test(word)),
    ),
  );
  const nounsCapitalised = nounCapitalising.has(sources.locale.slice(0, 2).toLowerCase());
  for (const sentence of sentences) {
    const aboutMe = firstPerson.test(sentence) && !applying.test(sentence);
    const backed = (phrase: string) =>
      found(phrase, resume) || found(phrase, allowed) || (!aboutMe && found(phrase, job));
    // The words a number counts ("10 Jahre") are checked with it, not again as a name.
    const counted = new Set<string>();
    for (const match of sentence.matchAll(numberPattern)) {
      const phrase = trimPunctuation(match[0]);
      for (const word of phrase.split(/\s+/).slice(1)) counted.add(word);
      const numbersBacked = numberFound(phrase, resume) || (!aboutMe && numberFound(phrase, job));
      if (!numbersBacked) flag(phrase);
    }
    const degrees = [...sentence.matchAll(degreePattern)].map((match) => trimPunctuation(match[0]));
    for (const degree of degrees) if (!backed(degree)) flag(degree);
    for (const match of sentence.matchAll(namePattern)) {
      const words = match[0].split(/\s+/);
      while (words.length > 0 && counted.has(words[0] ?? "")) words.shift();
      const name = nameOf(words.join(" "), match.index === 0, capitalisedElsewhere);
      if (name === "" || /^\d/.test(name)) continue;
      if (nounsCapitalised && !name.includes(" ") && !looksLikeName(name)) continue;
      if (degrees.some((degree) => normalise(degree).includes(normalise(name)))) continue;
      if (!backed(name)) flag(name);
    }
  }
  return flagged;
};
