import { isSkillAlias, replaceSkills } from "./tokenize.ts";

/*
 * Product and tool names an advertisement writes with capitals though no vocabulary knows them (Storybook,
 * Amplitude, Mixpanel): a capitalised word or run of words ("Tokens Studio") that is not where a sentence or a
 * heading starts, and that the ad either repeats or lists beside other names or skills ("Amplitude, Mixpanel or
 * Looker"). Acronyms and mixed-case names ("HTML", "iOS") count wherever they stand. Not a name: a word the ad
 * also writes in lower case, a stop word, the employer named after "at" or "join".
 */

type Word = { text: string; start: number; end: number };

// Languages that write every noun with a capital: there only acronyms and mixed-case names tell a product.
const nounCapitals = new Set(["de", "lb"]);

// The words before an employer's name ("At Brightline", "Join Brightline"): such a use proves nothing.
const employerCues = new Set(["at", "join", "joining", "about"]);

// A skill the vocabulary knows stands in the text as this one character: an item of a list, never a name.
const skill = "\uE000";

const wordPattern = /\uE000|\p{L}[\p{L}\p{N}]*(?:[.'’+#-]\p{L}[\p{L}\p{N}]*)*/gu;

const isMixedOrAcronym = (word: string) => /\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word);
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/** A heading: a short line whose longer words all start with a capital ("About Brightline"). */
const isHeading = (words: Word[]) => {
  const long = words.filter((word) => word.text.length >= 4 && word.text !== skill);
  return words.length <= 10 && long.length > 0 && long.every((word) => isCapitalised(word.text));
};

export const productNames = (
  text: string,
  locale: string,
  stopWords: ReadonlySet<string>,
): Map<string, number> => {
  const onlyAcronyms = nounCapitals.has(locale.slice(0, 2).toLowerCase());
  const normalised = text.normalize("NFKC");
  // Written in lower case somewhere: an ordinary word, capitalised only where it starts a line or a title.
  const writtenLower = (key: string) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
      "u",
    ).test(normalised);
  const evidence = new Map<
    string,
    { forms: Map<string, number>; count: number; inside: number; listed: boolean }
  >();

  const lines = replaceSkills(normalised, stopWords, () => ` ${skill} `).split(/\r?\n/);
  // The first line is the job's title: its capitals are a title's.
  const first = lines.findIndex((line) => line.trim() !== "");
  for (const line of lines.slice(first + 1)) {
    const words: Word[] = [...line.matchAll(wordPattern)].map((match) => ({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    }));
    if (isHeading(words)) continue;
    const between = (index: number) => line.slice(words[index - 1]?.end ?? 0, words[index]?.start ?? 0);
    // A colon opens a list rather than a sentence ("Nice to have: Framer or Tokens Studio").
    const startsSentence = (index: number) => index === 0 || /[.!?;•·–—]/u.test(between(index));
    const candidate = (index: number) => {
      const word = words[index]?.text ?? "";
      if (word === skill || word.length < 2 || stopWords.has(word.toLowerCase())) return false;
      if (isMixedOrAcronym(word)) return true;
      return !onlyAcronyms && isCapitalised(word) && !startsSentence(index);
    };
    const isItem = (index: number) => {
      const word = words[index]?.text;
      return word !== undefined && (word === skill || candidate(index));
    };

    // The item before or after a word in a list: the next word over a comma, slash or ampersand, or over one
    // short linking word ("and", "or", "und", "et"); undefined when the words are not in a list.
    const listNeighbour = (index: number, step: -1 | 1): number | undefined => {
      const gap = (from: number, to: number) =>
        line.slice(words[Math.min(from, to)]?.end ?? 0, words[Math.max(from, to)]?.start ?? 0);
      const next = index + step;
      const word = words[next]?.text;
      if (word === undefined) return undefined;
      if (/^\s*[,/&]\s*$/u.test(gap(index, next))) return next;
      if (gap(index, next) !== " " || word.length > 4 || !stopWords.has(word.toLowerCase())) return undefined;
      return words[next + step] !== undefined && gap(next, next + step) === " " ? next + step : undefined;
    };

    for (let index = 0; index < words.length; index++) {
      if (!candidate(index)) continue;
      // A run of capitalised words joined by single spaces is one name.
      let last = index;
      while (last + 1 < words.length && candidate(last + 1) && between(last + 1) === " ") last++;
      const name = words
        .slice(index, last + 1)
        .map((word) => word.text)
        .join(" ");
      const cue = words[index - 1]?.text.toLowerCase() ?? "";
      const listed = [listNeighbour(index, -1), listNeighbour(last, 1)].some(
        (neighbour) => neighbour !== undefined && isItem(neighbour),
      );
      const key = name.toLowerCase();
      const entry = evidence.get(key) ?? { forms: new Map(), count: 0, inside: 0, listed: false };
      evidence.set(key, entry);
      entry.forms.set(name, (entry.forms.get(name) ?? 0) + 1);
      entry.count += 1;
      if (!employerCues.has(cue)) entry.inside += 1;
      entry.listed ||= listed;
      index = last;
    }
  }

  const names = new Map<string, number>();
  for (const [key, { forms, count, inside, listed }] of evidence) {
    if ((!listed && inside < 2) || isSkillAlias(key) || writtenLower(key)) continue;
    const [label = key] = [...forms].sort((a, b) => b[1] - a[1]).map(([form]) => form);
    names.set(label, count);
  }
  return names;
};
