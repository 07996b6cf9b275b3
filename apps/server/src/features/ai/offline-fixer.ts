import type { BinaryModule, Lint, LocalLinter } from "harper.js";
import { AppError } from "../../lib/app-error.ts";
import type { TextRuns } from "./rich-text.ts";

/**
 * "Fix spelling and grammar" without a model: harper.js (English) in this process. Harper flags far more than
 * mistakes, and its first suggestion for a word it does not know is a guess, so only fixes that cannot hurt a
 * resume are applied; see `isSafeSpellingFix`.
 */
export type OfflineFixer = {
  /** The runs' texts with spelling and grammar fixed; markup between runs is never touched. */
  fix(runs: Pick<TextRuns, "texts" | "gaps">): Promise<string[]>;
};

type Harper = {
  /** Harper's default dialect; it finds the mistakes. */
  american: LocalLinter;
  /** Confirms spelling fixes, so British spellings ("organisation", "programme") stay as written. */
  british: LocalLinter;
  suggestionKinds: { Remove: number; InsertAfter: number };
};

/** The mistake kinds fixed. Style, readability, redundancy, formatting and regional preferences are left alone. */
const fixedKinds = new Set([
  "Agreement",
  "BoundaryError",
  "Capitalization",
  "Eggcorn",
  "Grammar",
  "Malapropism",
  "Miscellaneous",
  "Nonstandard",
  "Punctuation",
  "Repetition",
  "Spelling",
  "Typo",
  "Usage",
  "WordChoice",
  "WordOrder",
]);

const maxPasses = 3;
// One lint blocks the event loop (about 50 ms per 1,000 characters); long texts are linted in slices of
// about this size, at line and sentence ends, with other requests served in between.
const sliceLength = 1000;
const lintOptions = { language: "plaintext" } as const;

type Finding = {
  kind: string;
  start: number;
  end: number;
  problem: string;
  kindOfFix: number;
  replacement: string;
};

const toFinding = (lint: Lint, offset: number): Finding | undefined => {
  const span = lint.span();
  const suggestion = lint.suggestions()[0];
  if (suggestion === undefined) return undefined;
  return {
    kind: lint.lint_kind(),
    start: span.start + offset,
    end: span.end + offset,
    problem: lint.get_problem_text(),
    kindOfFix: suggestion.kind(),
    replacement: suggestion.get_replacement_text(),
  };
};

const lastBoundary = (text: string, pattern: RegExp): number | undefined => {
  let last: number | undefined;
  for (const match of text.matchAll(pattern)) last = match.index + match[0].length;
  return last;
};

export const slicesOf = (text: string, length = sliceLength): { start: number; text: string }[] => {
  const slices: { start: number; text: string }[] = [];
  let start = 0;
  while (text.length - start > length) {
    const window = text.slice(start, start + length);
    const cut = lastBoundary(window, /\n|[.!?](?=\s)/g) ?? lastBoundary(window, /\s/g) ?? length;
    slices.push({ start, text: text.slice(start, start + cut) });
    start += cut;
  }
  slices.push({ start, text: text.slice(start) });
  return slices;
};

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const lintAll = async (linter: LocalLinter, text: string): Promise<Finding[]> => {
  const findings: Finding[] = [];
  for (const [index, slice] of slicesOf(text).entries()) {
    if (index > 0) await yieldToOtherRequests();
    for (const lint of await linter.lint(slice.text, lintOptions)) {
      const finding = toFinding(lint, slice.start);
      if (finding !== undefined) findings.push(finding);
    }
  }
  return findings;
};

/** Optimal string alignment distance (edits, with swapped neighbours as one), stopping early above 1. */
const withinOneEdit = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
};

const startsSentence = (textBefore: string) => /(?:^|[.!?:]["”’')\]]?|\n)\s*$/.test(textBefore.slice(-12));

/**
 * Harper's dictionary lacks names, places and most technical words, and suggests the nearest English word
 * ("Jörg" → "Jag", "nginx" → "nine", "GmbH" → "Gab"). A spelling fix is applied only to an ASCII word in
 * lower case (or capitalised as a sentence's first word) whose fix is one typing slip away ("recieve" →
 * "receive", "managment" → "management") and which British English does not accept either.
 */
const isSafeSpellingFix = async (harper: Harper, finding: Finding, textBefore: string) => {
  const word = finding.problem;
  if (!/^[a-z][a-z' -]*$/i.test(word) || /[A-Z]/.test(word.slice(1))) return false;
  if (/^[A-Z]/.test(word) && !startsSentence(textBefore)) return false;
  if (!withinOneEdit(word.toLowerCase(), finding.replacement.toLowerCase())) return false;
  const british = await harper.british.lint(word, lintOptions);
  return british.some((lint) => lint.lint_kind() === "Spelling");
};

// Harper flags most words of other languages as misspelt, and its rules would "fix" them into English.
const looksNonEnglish = (text: string, findings: Finding[]) => {
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  const unknown = findings.filter((finding) => finding.kind === "Spelling").length;
  return words >= 6 && unknown * 2 > words;
};

const notEnglish = () =>
  new AppError("AiNotConfigured", {
    message:
      "No AI model is configured, and the offline spelling and grammar fix only handles English: this text does not look like English",
  });

const applyFix = (
  text: string,
  finding: Finding,
  start: number,
  end: number,
  kinds: Harper["suggestionKinds"],
) => {
  if (finding.kindOfFix === kinds.Remove) return text.slice(0, start) + text.slice(end);
  if (finding.kindOfFix === kinds.InsertAfter)
    return text.slice(0, end) + finding.replacement + text.slice(end);
  return text.slice(0, start) + finding.replacement + text.slice(end);
};

/** One lint of the whole prose and its safe fixes, applied from the end backwards so earlier spans stay put. */
const fixOnce = async (harper: Harper, runs: { texts: string[]; gaps: string[] }, firstPass: boolean) => {
  const starts: number[] = [];
  let prose = "";
  runs.texts.forEach((text, index) => {
    if (index > 0) prose += runs.gaps[index - 1] ?? "";
    starts.push(prose.length);
    prose += text;
  });
  const findings = await lintAll(harper.american, prose);
  if (firstPass && looksNonEnglish(prose, findings)) throw notEnglish();

  const texts = [...runs.texts];
  let changed = false;
  let limit = Number.POSITIVE_INFINITY;
  for (const finding of findings.sort((a, b) => b.start - a.start)) {
    if (finding.end > limit || !fixedKinds.has(finding.kind)) continue;
    if (prose.slice(finding.start, finding.end) !== finding.problem) continue;
    // A fix must fall inside one text node: markup between runs is never moved or merged.
    const run = starts.findLastIndex((start) => start <= finding.start);
    const runStart = starts[run] ?? 0;
    const text = texts[run];
    if (text === undefined || finding.end > runStart + text.length) continue;
    if (
      finding.kind === "Spelling" &&
      !(await isSafeSpellingFix(harper, finding, prose.slice(0, finding.start)))
    ) {
      continue;
    }
    texts[run] = applyFix(
      text,
      finding,
      finding.start - runStart,
      finding.end - runStart,
      harper.suggestionKinds,
    );
    limit = finding.start;
    changed = true;
  }
  return { texts, changed };
};

type BinaryLoader = () => Promise<BinaryModule>;

const bundledBinary: BinaryLoader = async () => (await import("harper.js/binary")).binary;

/**
 * One harper per process, started by the first fix (1–3 s) and shared by every later one. harper.js is imported
 * only then: it holds about 250 MB for as long as the process runs, which a server that never fixes offline
 * (one with a model, or whose users never ask) does not pay. A failed start is retried by the next request.
 */
export const createOfflineFixer = ({
  binary = bundledBinary,
}: {
  binary?: BinaryLoader;
} = {}): OfflineFixer => {
  let harper: Promise<Harper> | undefined;

  const start = async (): Promise<Harper> => {
    const { LocalLinter, Dialect, SuggestionKind } = await import("harper.js");
    const module = await binary();
    // A LocalLinter starts the binary without waiting for it; a broken binary would reject unobserved.
    await module.setup();
    const american = new LocalLinter({ binary: module, dialect: Dialect.American });
    const british = new LocalLinter({ binary: module, dialect: Dialect.British });
    // The first lint builds harper's dictionaries; doing it here keeps it out of the first request.
    await american.lint("I has went to teh store.", lintOptions);
    await british.lint("teh", lintOptions);
    return { american, british, suggestionKinds: SuggestionKind };
  };

  const load = (): Promise<Harper> => {
    harper ??= start().catch((error: unknown) => {
      harper = undefined;
      throw error;
    });
    return harper;
  };

  const loaded = async (): Promise<Harper> => {
    try {
      return await load();
    } catch (error) {
      throw new AppError("AiUnavailable", {
        message: "The offline spelling and grammar checker could not start",
        cause: error,
      });
    }
  };

  return {
    fix: async (runs) => {
      const harper = await loaded();
      let current = { texts: [...runs.texts], changed: true };
      for (let pass = 0; pass < maxPasses && current.changed; pass += 1) {
        current = await fixOnce(harper, { texts: current.texts, gaps: runs.gaps }, pass === 0);
      }
      return current.texts;
    },
  };
};

/** The process-wide fixer the routes use. */
export const offlineFixer = createOfflineFixer();
