import { htmlToText } from "./html-text.ts";
import type { ResumeData } from "./resume-data.ts";
import type { AnchorPlacement, ReviewAnchor } from "./review.ts";
import { itemSectionKeys } from "./section-keys.ts";
import { fieldNamesOfKind, type ItemKind } from "./section-registry.ts";

/** The basics' fields a comment may point at: the lines of plain text the header prints. */
export const basicsAnchorFields = ["name", "headline", "email", "phone", "location"] as const;

/** Where an anchor's field lives: its value, whether it is rich text, and how to write a new value back. */
type FieldSlot = { value: string; rich: boolean; write: (data: ResumeData, value: string) => ResumeData };

type Item = { id: string } & Record<string, unknown>;

/** A deep copy of JSON data (a resume is JSON), so an edit never touches the caller's object. */
const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const itemSlot = (
  kind: ItemKind,
  item: Item,
  field: string,
  path: (data: ResumeData) => Item[],
): FieldSlot | undefined => {
  const rich = fieldNamesOfKind(kind, "richText").includes(field);
  if (!rich && !fieldNamesOfKind(kind, "text").includes(field)) return undefined;
  const value = item[field];
  return {
    value: typeof value === "string" ? value : "",
    rich,
    write: (data, next) => {
      const copy = cloneJson(data);
      const target = path(copy).find((candidate) => candidate.id === item.id);
      if (target) target[field] = next;
      return copy;
    },
  };
};

/**
 * The field an anchor names, looked up by stable id wherever the item now is (another section or order does not
 * matter): `basics.<field>`, a basics custom field (`value`), `summary.content`, or an item's text or rich-text
 * field as the section registry lists them. `undefined` when the item (or such a field) no longer exists.
 */
export const anchorFieldOf = (data: ResumeData, itemId: string, field: string): FieldSlot | undefined => {
  if (itemId === "basics") {
    if (!(basicsAnchorFields as readonly string[]).includes(field)) return undefined;
    const key = field as (typeof basicsAnchorFields)[number];
    return {
      value: data.basics[key],
      rich: false,
      write: (current, next) => ({ ...current, basics: { ...current.basics, [key]: next } }),
    };
  }
  if (itemId === "summary") {
    if (field !== "content") return undefined;
    return {
      value: data.sections.summary.content,
      rich: true,
      write: (current, next) => ({
        ...current,
        sections: { ...current.sections, summary: { ...current.sections.summary, content: next } },
      }),
    };
  }
  const custom = data.basics.customFields.find((candidate) => candidate.id === itemId);
  if (custom) {
    if (field !== "value" && field !== "name") return undefined;
    return {
      value: custom[field],
      rich: false,
      write: (current, next) => {
        const copy = cloneJson(current);
        const target = copy.basics.customFields.find((candidate) => candidate.id === itemId);
        if (target) target[field] = next;
        return copy;
      },
    };
  }
  for (const key of itemSectionKeys) {
    const items = (data.sections[key].items as unknown as Item[]) ?? [];
    const item = items.find((candidate) => candidate.id === itemId);
    if (item) return itemSlot(key, item, field, (copy) => copy.sections[key].items as unknown as Item[]);
  }
  for (const [sectionId, section] of Object.entries(data.sections.custom)) {
    const item = (section.items as unknown as Item[]).find((candidate) => candidate.id === itemId);
    if (item) {
      return itemSlot(
        "custom",
        item,
        field,
        (copy) => (copy.sections.custom[sectionId]?.items ?? []) as unknown as Item[],
      );
    }
  }
  return undefined;
};

/** A field's text as the reviewer reads it in the preview: offsets and quotes are counted in this text. */
export const anchorTextOf = (slot: Pick<FieldSlot, "value" | "rich">): string =>
  slot.rich ? htmlToText(slot.value) : slot.value;

/** How far a fuzzy match may differ from the quote: about one edit in four characters, none below 4. */
const maxEditsFor = (length: number): number => (length < 4 ? 0 : Math.floor(length / 4));

/**
 * The substring of `text` closest to `quote` in edits (Sellers' approximate matching: Levenshtein distance with
 * free start and end in the text), ties broken by nearness to `near`. Each cell carries the start of its match.
 */
const closestSubstring = (
  text: string,
  quote: string,
  near: number,
): { start: number; end: number; edits: number } | undefined => {
  const n = text.length;
  const m = quote.length;
  let cost = new Array<number>(n + 1).fill(0);
  let from = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const nextCost = new Array<number>(n + 1);
    const nextFrom = new Array<number>(n + 1);
    nextCost[0] = i;
    nextFrom[0] = 0;
    for (let j = 1; j <= n; j++) {
      const substitute = (cost[j - 1] as number) + (quote[i - 1] === text[j - 1] ? 0 : 1);
      const skipQuote = (cost[j] as number) + 1;
      const skipText = (nextCost[j - 1] as number) + 1;
      if (substitute <= skipQuote && substitute <= skipText) {
        nextCost[j] = substitute;
        nextFrom[j] = from[j - 1] as number;
      } else if (skipQuote <= skipText) {
        nextCost[j] = skipQuote;
        nextFrom[j] = from[j] as number;
      } else {
        nextCost[j] = skipText;
        nextFrom[j] = nextFrom[j - 1] as number;
      }
    }
    cost = nextCost;
    from = nextFrom;
  }
  let best: { start: number; end: number; edits: number } | undefined;
  for (let j = 1; j <= n; j++) {
    const edits = cost[j] as number;
    const start = from[j] as number;
    if (start === j) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && Math.abs(start - near) < Math.abs(best.start - near))
    ) {
      best = { start, end: j, edits };
    }
  }
  return best;
};

/**
 * Finds an anchor's quote in the field's current text: the exact words (the occurrence nearest the old offset),
 * else the closest slightly edited words (a typo fixed, a word changed), else the comment is outdated and keeps
 * the old quote. A comment on a whole item (empty quote) stays current while the item exists.
 */
export const locateQuote = (text: string, anchor: Pick<ReviewAnchor, "quote" | "start">): AnchorPlacement => {
  const { quote } = anchor;
  if (quote === "") return { status: "current", start: 0, end: 0, quote: "", exact: true };
  if (text.trim() === "") return { status: "outdated", quote, reason: "field-cleared" };
  const near = anchor.start ?? 0;
  let exact: number | undefined;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (exact === undefined || Math.abs(at - near) < Math.abs(exact - near)) exact = at;
  }
  if (exact !== undefined)
    return { status: "current", start: exact, end: exact + quote.length, quote, exact: true };
  const fuzzy = closestSubstring(text, quote, near);
  if (fuzzy && fuzzy.edits <= maxEditsFor(quote.length)) {
    return {
      status: "current",
      start: fuzzy.start,
      end: fuzzy.end,
      quote: text.slice(fuzzy.start, fuzzy.end),
      exact: false,
    };
  }
  return { status: "outdated", quote, reason: "quote-deleted" };
};

/** Where an anchor is in the resume as it is now (the item looked up by id, the quote re-located in its field). */
export const placeAnchor = (data: ResumeData, anchor: ReviewAnchor): AnchorPlacement => {
  const slot = anchorFieldOf(data, anchor.itemId, anchor.field);
  if (!slot) return { status: "outdated", quote: anchor.quote, reason: "item-deleted" };
  return locateQuote(anchorTextOf(slot), anchor);
};

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The resume with a suggestion applied: the anchored words replaced by `replacement` in their field. In rich text
 * the words are replaced where they stand in the HTML (the same occurrence as in the text), so formatting around
 * them is kept; `undefined` when the anchor is outdated or its words cross formatting, so nothing is guessed.
 */
export const applySuggestion = (
  data: ResumeData,
  anchor: ReviewAnchor,
  replacement: string,
): ResumeData | undefined => {
  const slot = anchorFieldOf(data, anchor.itemId, anchor.field);
  if (!slot) return undefined;
  const text = anchorTextOf(slot);
  const placement = locateQuote(text, anchor);
  if (placement.status !== "current" || placement.quote === "") return undefined;
  if (!slot.rich) {
    return slot.write(data, text.slice(0, placement.start) + replacement + text.slice(placement.end));
  }
  let occurrence = 0;
  for (
    let at = text.indexOf(placement.quote);
    at !== -1 && at < placement.start;
    at = text.indexOf(placement.quote, at + 1)
  ) {
    occurrence++;
  }
  const needle = escapeHtml(placement.quote);
  let at = slot.value.indexOf(needle);
  for (let skipped = 0; at !== -1 && skipped < occurrence; skipped++) at = slot.value.indexOf(needle, at + 1);
  if (at === -1) return undefined;
  return slot.write(
    data,
    slot.value.slice(0, at) + escapeHtml(replacement) + slot.value.slice(at + needle.length),
  );
};
