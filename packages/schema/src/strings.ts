/** Latin letters that Unicode does not decompose into a base letter plus marks. */
const latinLigatures: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/**
 * A URL-safe, lower-case, hyphenated slug. Accents are stripped from Latin letters only ("Été" → "ete");
 * letters of other scripts are kept whole ("Лев Толстой" → "лев-толстой", "日本語 CV" → "日本語-cv"),
 * because stripping marks would change their spelling (й → и) or break them (Devanagari vowel signs).
 * Returns "" when nothing usable remains.
 */
export const slugify = (value: string): string =>
  value
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => latinLigatures[letter] ?? letter)
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

type WordList = readonly [string, ...string[]];

const adjectives: WordList = [
  "Bold",
  "Brave",
  "Bright",
  "Calm",
  "Clever",
  "Curious",
  "Daring",
  "Eager",
  "Gentle",
  "Golden",
  "Grand",
  "Happy",
  "Humble",
  "Keen",
  "Lively",
  "Lucky",
  "Mighty",
  "Nimble",
  "Noble",
  "Quiet",
  "Rapid",
  "Steady",
  "Swift",
  "Vivid",
  "Wise",
];

const colours: WordList = [
  "Amber",
  "Azure",
  "Coral",
  "Crimson",
  "Emerald",
  "Indigo",
  "Ivory",
  "Jade",
  "Lavender",
  "Maroon",
  "Olive",
  "Scarlet",
  "Silver",
  "Teal",
  "Violet",
  "Ancient",
  "Cosmic",
  "Electric",
  "Northern",
  "Silent",
];

const nouns: WordList = [
  "Badger",
  "Beacon",
  "Comet",
  "Falcon",
  "Forest",
  "Harbor",
  "Horizon",
  "Lantern",
  "Meadow",
  "Mountain",
  "Otter",
  "Owl",
  "Panther",
  "Phoenix",
  "River",
  "Summit",
  "Tiger",
  "Voyager",
  "Willow",
  "Wolf",
];

const pick = (words: WordList, random: () => number): string => {
  const index = Math.min(words.length - 1, Math.max(0, Math.floor(random() * words.length)));
  return words[index] ?? words[0];
};

/** A title like "Swift Crimson Falcon": adjective, adjective or colour, noun. Pass `random` for repeatable output. */
export const generateRandomTitle = (random: () => number = Math.random): string =>
  [pick(adjectives, random), pick(colours, random), pick(nouns, random)].join(" ");

/** First letters of the first and last words, upper-cased: "Ada Lovelace" → "AL", "Plato" → "P". */
export const getInitials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string | undefined) => (word === undefined ? "" : (Array.from(word)[0] ?? ""));
  return `${initial(first)}${initial(last)}`.toUpperCase();
};
