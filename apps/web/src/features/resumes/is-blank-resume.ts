import { htmlToLine, itemSectionKeys, type ResumeData } from "@vitae/schema";

const hasText = (value: string) => value.trim() !== "";

/**
 * Whether a resume prints as an empty sheet (a resume just created, not from the sample): no name, headline,
 * contact, picture, summary text or item. Its printed thumbnail would be a blank page, so the dashboard draws
 * its stand-in page with the title instead.
 */
export function isBlankResume({ basics, sections }: ResumeData): boolean {
  const basicsShown =
    [basics.name, basics.headline, basics.email, basics.phone, basics.location, basics.url.href].some(
      hasText,
    ) ||
    hasText(basics.picture.url) ||
    basics.customFields.some((field) => hasText(field.value));
  if (basicsShown) return false;
  if (hasText(htmlToLine(sections.summary.content))) return false;
  const lists = [
    ...itemSectionKeys.map((key) => sections[key].items),
    ...Object.values(sections.custom).map((section) => section.items),
  ];
  return lists.every((items) => items.length === 0);
}
