import { itemMeta, type OutlineItem, type OutlineLink, type ResumeOutline } from "./outline.ts";
import { richTextToPlainText } from "./rich-text.ts";

/** A link as text: its label, with the address after it when the label does not already say it. */
export const plainTextLink = (link: OutlineLink): string => {
  if (link.href === undefined || /^(?:mailto|tel):/i.test(link.href)) return link.text;
  return link.text === link.href || link.text === "" ? link.href : `${link.text} (${link.href})`;
};

const itemLines = (item: OutlineItem): string[] => {
  const title = [item.title, item.subtitle.text].filter((part) => part !== "").join(" — ");
  const meta = [...itemMeta(item), ...(item.link === undefined ? [] : [plainTextLink(item.link)])];
  return [
    title,
    meta.join(" · "),
    item.summary === "" ? "" : richTextToPlainText(item.summary),
    item.keywords.join(", "),
  ].filter((line) => line !== "");
};

/** No blank line inside a block, so that the only blank lines are those between sections. */
const withoutBlankLines = (text: string): string => text.replace(/\n\s*\n/g, "\n");

/**
 * A resume as the plain text an application form wants: no markup, list items as "• ", a section's name on its
 * own line, one blank line between sections and nowhere else.
 */
export const exportPlainText = (outline: ResumeOutline): string => {
  const header = [outline.name, outline.headline, outline.contacts.map(plainTextLink).join(" · ")];
  const blocks = [
    header.filter((line) => line !== "").join("\n"),
    ...outline.sections.map((section) =>
      [
        section.name,
        section.content === "" ? "" : richTextToPlainText(section.content),
        ...section.items.flatMap(itemLines),
      ]
        .filter((line) => line !== "")
        .join("\n"),
    ),
  ];
  return `${blocks
    .map(withoutBlankLines)
    .filter((block) => block.trim() !== "")
    .join("\n\n")}\n`;
};
