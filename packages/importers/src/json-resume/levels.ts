import { str } from "../shared/text.ts";

// Words people use for a level in JSON Resume's free-text `level` and `fluency`, on Vitae's 0–5 scale.
const levelWords: [RegExp, number][] = [
  [/native|bilingual|mother|master|expert|fluent|c2/i, 5],
  [/advanced|proficient|professional|full|c1/i, 4],
  [/intermediate|working|conversational|b1|b2/i, 3],
  [/limited|basic|elementary|a2/i, 2],
  [/beginner|novice|a1/i, 1],
];

/**
 * A level on the 0–5 scale. A number out of ten (`levelNum`, or text such as "8" or "8/10") becomes floor(n / 2);
 * a word is matched against common scales; anything else gets the default, 1.
 */
export const levelOf = (levelNum: unknown, text: string): number => {
  const numeric = typeof levelNum === "number" ? levelNum : Number.parseFloat(str(levelNum));
  if (Number.isFinite(numeric)) return Math.min(5, Math.max(0, Math.floor(numeric / 2)));
  const outOfTen = /^(\d+(?:\.\d+)?)\s*(?:\/\s*10)?$/.exec(text);
  if (outOfTen?.[1] !== undefined) return Math.min(5, Math.floor(Number(outOfTen[1]) / 2));
  return levelWords.find(([pattern]) => pattern.test(text))?.[1] ?? 1;
};
