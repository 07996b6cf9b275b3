import { type ItemKind, itemFieldsOf, itemHeading } from "@vitae/schema";
import type { AnyItem } from "../../../store/section-edits";

const keywordsOf = (item: AnyItem): string =>
  Array.isArray(item.keywords)
    ? item.keywords
        .map((word) => (typeof word === "string" ? word.trim() : ""))
        .filter(Boolean)
        .join(", ")
    : "";

/**
 * An item's title and subtitle in the section list, from the fields the section registry places there: e.g.
 * company and position for experience. An item type with no subtitle field (interests) shows its keywords.
 */
export const itemLabels = (kind: ItemKind, item: AnyItem): { title: string; subtitle: string } => {
  const heading = itemHeading(kind, item);
  const hasSubtitle = itemFieldsOf(kind).some((field) => field.place === "subtitle");
  return {
    title: heading.title.join(" "),
    subtitle: hasSubtitle ? heading.subtitle.join(" · ") : keywordsOf(item),
  };
};
