// A resume reduced to what a plain layout by another tool prints: the header, then each visible section's
// heading and items (title, subtitle, date, location, text), so the bench can lay it out with other libraries.
import { type ItemKind, itemHeading, itemSectionKeys, type ResumeData } from "@vitae/schema";

export type OutlineItem = {
  title: string;
  subtitle: string;
  date: string;
  location: string;
  lines: string[];
};
export type Outline = {
  name: string;
  headline: string;
  contacts: string[];
  sections: { name: string; items: OutlineItem[]; text: string[] }[];
};

export const resumeOutline = (data: ResumeData, htmlToText: (html: string) => string): Outline => {
  const { basics, sections } = data;
  const lines = (html: unknown) =>
    typeof html === "string"
      ? htmlToText(html)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
  const itemsOf = (kind: ItemKind, items: readonly Record<string, unknown>[]) =>
    items
      .filter((item) => item.visible !== false)
      .map((item) => {
        const heading = itemHeading(kind, item);
        const keywords =
          Array.isArray(item.keywords) && item.keywords.length > 0 ? [item.keywords.join(", ")] : [];
        return {
          title: heading.title.join(" "),
          subtitle: [...heading.subtitle, ...heading.meta].join(", "),
          date: heading.date.join(" "),
          location: heading.location.join(" "),
          lines: [...lines(item.summary), ...keywords],
        };
      });
  return {
    name: basics.name,
    headline: basics.headline,
    contacts: [basics.email, basics.phone, basics.location, basics.url.label].filter(Boolean),
    sections: [
      ...(sections.summary.visible
        ? [{ name: sections.summary.name, items: [], text: lines(sections.summary.content) }]
        : []),
      ...itemSectionKeys
        .filter((key) => sections[key].visible && sections[key].items.length > 0)
        .map((key) => ({ name: sections[key].name, items: itemsOf(key, sections[key].items), text: [] })),
      ...Object.values(sections.custom)
        .filter((section) => section.visible && section.items.length > 0)
        .map((section) => ({ name: section.name, items: itemsOf("custom", section.items), text: [] })),
    ],
  };
};
