import {
  anchorFieldOf,
  anchorTextOf,
  basicsAnchorFields,
  fieldNamesOfKind,
  type ItemKind,
  itemHeading,
  itemKinds,
  itemSectionKeys,
  locateQuote,
  type ResumeData,
  type ReviewAnchor,
} from "@vitae/schema";

/** Something of the resume a reviewer can comment on: the header, the summary, or an item. */
export type CommentTarget = { itemId: string; label: string; section: string };

/** Every field name any item kind has for words (the anchor's `field`); the item's own decide which exist. */
const wordFields = [...new Set(itemKinds.flatMap((kind) => fieldNamesOfKind(kind, "text", "richText")))];

type Item = { id: string; visible: boolean } & Record<string, unknown>;

/** Every item of the resume, with the kind of its section. */
const itemsOf = (
  data: ResumeData,
): { kind: ItemKind; section: { name: string; visible: boolean }; items: Item[] }[] => [
  ...itemSectionKeys.map((key) => ({
    kind: key as ItemKind,
    section: data.sections[key],
    items: data.sections[key].items as unknown as Item[],
  })),
  ...Object.values(data.sections.custom).map((section) => ({
    kind: "custom" as ItemKind,
    section,
    items: section.items as unknown as Item[],
  })),
];

/** The fields an anchor may name on an item, in the item's own order (its heading first). */
const fieldsOf = (data: ResumeData, itemId: string): readonly string[] => {
  if (itemId === "basics") return basicsAnchorFields;
  if (itemId === "summary") return ["content"];
  for (const { items } of itemsOf(data)) {
    const item = items.find((candidate) => candidate.id === itemId);
    if (item) return Object.keys(item).filter((key) => wordFields.includes(key));
  }
  return wordFields;
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The anchor for words of an item as the reviewer picked them: the field of the item holding `quote` (the one the
 * preview's markup named first, when it holds them), or the first field with words for a whole item (empty
 * quote). `undefined` when the item has no such words: the preview and the resume no longer agree.
 */
export function anchorFor(
  data: ResumeData,
  { itemId, quote, fieldHint }: { itemId: string; quote: string; fieldHint?: string | undefined },
): ReviewAnchor | undefined {
  const words = collapse(quote);
  const fields = fieldsOf(data, itemId).filter((field) => anchorFieldOf(data, itemId, field) !== undefined);
  const ordered = fieldHint && fields.includes(fieldHint) ? [fieldHint, ...fields] : fields;
  for (const field of ordered) {
    const slot = anchorFieldOf(data, itemId, field);
    if (!slot) continue;
    const text = anchorTextOf(slot);
    if (words === "") {
      if (text.trim() !== "") return { itemId, field, quote: "" };
      continue;
    }
    const placed = locateQuote(text, { quote: words });
    if (placed.status === "current" && placed.exact)
      return { itemId, field, quote: placed.quote, start: placed.start, end: placed.end };
    // Line breaks and runs of spaces read as one space in the preview.
    const collapsed = collapse(text);
    if (collapsed.includes(words)) {
      const fuzzy = locateQuote(text, { quote: words });
      if (fuzzy.status === "current")
        return { itemId, field, quote: fuzzy.quote, start: fuzzy.start, end: fuzzy.end };
    }
  }
  return undefined;
}

const itemLabel = (kind: ItemKind, item: Item): string => {
  const heading = itemHeading(kind, item);
  return [heading.title[0], heading.subtitle[0]].filter(Boolean).join(" — ");
};

/** What can be commented on, in the order the sections come in the resume's data, each with a readable label. */
export function commentTargets(
  data: ResumeData,
  names: { basics: string; summary: string },
): CommentTarget[] {
  const targets: CommentTarget[] = [];
  const name = data.basics.name.trim();
  targets.push({ itemId: "basics", section: names.basics, label: name || names.basics });
  if (anchorTextOf({ value: data.sections.summary.content, rich: true }).trim() !== "") {
    targets.push({ itemId: "summary", section: names.summary, label: names.summary });
  }
  const push = (kind: ItemKind, section: string, items: readonly Item[]) => {
    for (const item of items) {
      if (!item.visible) continue;
      const label = itemLabel(kind, item);
      if (label !== "") targets.push({ itemId: item.id, section, label });
    }
  };
  for (const { kind, section, items } of itemsOf(data)) if (section.visible) push(kind, section.name, items);
  return targets;
}
