import { itemMeta, type OutlineItem, type OutlineLink, type ResumeOutline } from "./outline.ts";
import { escapeMarkdown, richTextToMarkdown } from "./rich-text.ts";

/** A link in Markdown (`<` and `>` around the address keep any character in it), or its escaped text. */
export const markdownLink = (link: OutlineLink): string =>
  link.href === undefined
    ? escapeMarkdown(link.text)
    : `[${escapeMarkdown(link.text)}](<${link.href.replace(/[<>\s]/g, encodeURIComponent)}>)`;

/** A heading's text on one line (a line break would end the heading). */
const oneLine = (text: string): string => escapeMarkdown(text.replace(/\s+/g, " ").trim());

const itemBlocks = (item: OutlineItem): string[] => {
  const title = [
    item.title === "" ? "" : oneLine(item.title),
    item.subtitle.text === "" ? "" : markdownLink(item.subtitle),
  ]
    .filter((part) => part !== "")
    .join(" — ");
  const meta = [
    ...itemMeta(item).map(escapeMarkdown),
    ...(item.link === undefined ? [] : [markdownLink(item.link)]),
  ];
  return [
    ...(title === "" ? [] : [`### ${title}`]),
    ...(meta.length === 0 ? [] : [meta.join(" · ")]),
    ...(item.summary === "" ? [] : [richTextToMarkdown(item.summary)]),
    ...(item.keywords.length === 0 ? [] : [item.keywords.map(escapeMarkdown).join(", ")]),
  ].filter((block) => block !== "");
};

/**
 * A resume as CommonMark with GitHub's extensions: the name as the one level-1 heading, each section a level-2
 * heading, each item a level-3 heading; rich text converted by turndown, so its lists and links stay Markdown's own.
 */
export const exportMarkdown = (outline: ResumeOutline): string => {
  const blocks: string[] = [];
  if (outline.name !== "") blocks.push(`# ${oneLine(outline.name)}`);
  if (outline.headline !== "") blocks.push(`**${escapeMarkdown(outline.headline)}**`);
  if (outline.contacts.length > 0) blocks.push(outline.contacts.map(markdownLink).join(" · "));
  for (const section of outline.sections) {
    blocks.push(`## ${oneLine(section.name)}`);
    if (section.content !== "") blocks.push(richTextToMarkdown(section.content));
    for (const item of section.items) blocks.push(...itemBlocks(item));
  }
  return `${blocks.filter((block) => block !== "").join("\n\n")}\n`;
};
