import type { ResumeData } from "./resume-data.ts";

const stripHtml = (html: string) =>
  html.replace(/<[^>]*>/g, " ").replace(/&nbsp;|&amp;|&lt;|&gt;|&#\d+;/g, " ");

/** The resume's text per section (layout id), as a parser would group it. */
export const resumeTextBySection = (data: ResumeData): Map<string, string> => {
  const texts = new Map<string, string>();
  const { basics, sections } = data;
  texts.set("basics", [basics.name, basics.headline, basics.location].join("\n"));
  if (sections.summary.visible) texts.set("summary", stripHtml(sections.summary.content));
  const values = (item: object) =>
    Object.entries(item)
      .filter(([key]) => key !== "id" && key !== "visible" && key !== "level")
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is string => typeof value === "string")
      .map(stripHtml)
      .join("\n");
  const itemSections = sections as unknown as Record<
    string,
    { visible: boolean; items?: ({ visible: boolean } & object)[] }
  >;
  for (const [key, section] of Object.entries(itemSections)) {
    if (key === "custom" || key === "summary" || !section.visible || section.items === undefined) continue;
    texts.set(
      key,
      section.items
        .filter((item) => item.visible)
        .map(values)
        .join("\n"),
    );
  }
  for (const [id, section] of Object.entries(sections.custom)) {
    if (section.visible)
      texts.set(
        `custom.${id}`,
        section.items
          .filter((item) => item.visible)
          .map(values)
          .join("\n"),
      );
  }
  return texts;
};
