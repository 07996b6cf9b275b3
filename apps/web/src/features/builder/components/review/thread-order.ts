import { itemSectionKeys, itemsOfRef, type ResumeData, type ReviewComment } from "@vitae/schema";
import type { TFunction } from "i18next";
import { itemFieldPath, overrideLabel } from "../left/override-label";

/** Where a commented item stands: its rank in reading order and the section it is in ("basics" for the header). */
export type AnchorPosition = { rank: number; ref: string };

/**
 * Every item a comment may point at, in the order the resume reads: the header (basics and its custom fields),
 * then the sections as the layout prints them (page by page, left column then right), each item in its order;
 * sections the layout leaves out come last.
 */
export function anchorPositions(data: ResumeData): Map<string, AnchorPosition> {
  const positions = new Map<string, AnchorPosition>();
  const add = (itemId: string, ref: string) => {
    if (!positions.has(itemId)) positions.set(itemId, { rank: positions.size, ref });
  };
  add("basics", "basics");
  for (const field of data.basics.customFields) add(field.id, "basics");
  const refs = [
    ...data.metadata.layout.flat(2),
    ...itemSectionKeys,
    "summary",
    ...Object.keys(data.sections.custom).map((id) => `custom.${id}`),
  ];
  for (const ref of refs) {
    if (ref === "summary") add("summary", "summary");
    for (const item of itemsOfRef(data, ref) ?? []) add(item.id, ref);
  }
  return positions;
}

/**
 * Threads in the order the resume reads, by item, then by where the words are in the field; comments whose item
 * is gone come last, oldest first.
 */
export function threadsInResumeOrder(threads: readonly ReviewComment[], data: ResumeData): ReviewComment[] {
  const positions = anchorPositions(data);
  const rank = (thread: ReviewComment) =>
    positions.get(thread.anchor.itemId)?.rank ?? Number.MAX_SAFE_INTEGER;
  return [...threads].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.placement.start ?? Number.MAX_SAFE_INTEGER) - (b.placement.start ?? Number.MAX_SAFE_INTEGER) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/**
 * What a comment points at, in words ("Experience › Quillpay › Summary", "Basics › Headline"), named from the
 * resume as the owner sees it; null when its item is gone.
 */
export function anchorLabel(
  anchor: ReviewComment["anchor"],
  data: ResumeData,
  t: TFunction,
  positions = anchorPositions(data),
): string | null {
  const position = positions.get(anchor.itemId);
  if (!position) return null;
  if (anchor.itemId === "basics") return overrideLabel(`basics.${anchor.field}`, data, t);
  if (position.ref === "basics") {
    const custom = data.basics.customFields.find((field) => field.id === anchor.itemId);
    return [t("builder.basics.title"), custom?.name].filter(Boolean).join(" › ");
  }
  if (position.ref === "summary") return t("builder.summary.title");
  return overrideLabel(itemFieldPath(position.ref, anchor.itemId, anchor.field), data, t);
}
