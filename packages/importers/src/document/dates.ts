import { localeIds, resumeText } from "@vitae/schema";

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Month names, long and short, in every language of the app, as Intl writes them (lower case). */
const monthNames = (): string[] => {
  const names = new Set<string>();
  for (const locale of localeIds)
    for (const month of ["long", "short"] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
      for (let index = 0; index < 12; index++) {
        const name = format
          .format(new Date(Date.UTC(2020, index, 15)))
          .toLocaleLowerCase()
          .replace(/\.$/, "");
        // Numeric "months" (CJK "3月") are matched as numbers below.
        if (!/\d/.test(name)) names.add(name);
      }
    }
  // English abbreviations people write that Intl does not ("Sept"), and seasons ("Summer 2012").
  for (const name of ["sept", "spring", "summer", "autumn", "fall", "winter"]) names.add(name);
  return [...names].sort((a, b) => b.length - a.length);
};

/** "Present" in every language, and the English words that mean it. */
const presentWords = (): string[] =>
  [
    ...new Set([
      ...localeIds.map((locale) => resumeText(locale).present.toLocaleLowerCase()),
      "present",
      "current",
      "now",
      "today",
      "ongoing",
    ]),
  ].sort((a, b) => b.length - a.length);

const build = () => {
  const month = `(?:${monthNames().map(escapeRegExp).join("|")})\\.?`;
  const year = "(?:19|20)\\d{2}";
  const single = `(?:${month}\\s*${year}|\\d{1,2}\\s*[./-]\\s*${year}|${year}\\s*[./-]\\s*\\d{1,2}|${year}\\s*年(?:\\s*\\d{1,2}\\s*月)?|${year}|${month}\\s+\\d{1,2},?\\s*${year})`;
  const present = `(?:${presentWords().map(escapeRegExp).join("|")})`;
  const dash = "(?:\\s*[-–—~〜]\\s*|\\s+(?:to|until|till|bis|à|a|al|tot|до|–)\\s+)";
  const range = `${single}(?:${dash}(?:${single}|${present}))?|${present}`;
  return {
    whole: new RegExp(`^\\(?(?:${range})\\)?$`, "iu"),
    within: new RegExp(
      `(?:^|[\\s(,·|])((?:${single})(?:${dash}(?:${single}|${present}))?)(?=$|[\\s),·|.;])`,
      "iu",
    ),
  };
};

let patterns: ReturnType<typeof build> | undefined;

/** Whether a piece of text is a date or a range as people write them: "Jan 2020 – Present", "2019–2021", "03/2018". */
export const isDateText = (text: string): boolean => {
  patterns ??= build();
  return patterns.whole.test(text.trim());
};

/** The date or range inside a longer text, with the text around it; undefined when there is none. */
export const findDate = (text: string): { date: string; before: string; after: string } | undefined => {
  patterns ??= build();
  const match = patterns.within.exec(text);
  if (match?.[1] === undefined) return undefined;
  const start = match.index + match[0].indexOf(match[1]);
  return {
    date: match[1].trim(),
    before: text.slice(0, start).trim(),
    after: text.slice(start + match[1].length).trim(),
  };
};
