import { htmlToText } from "./html-text.ts";
import type { FieldKind } from "./item-fields.ts";
import type { ResumeData } from "./resume-data.ts";
import { resolveSectionRef, toCustomLayoutId } from "./section-refs.ts";
import { itemFieldsOf, itemKinds } from "./section-registry.ts";

/** The value of a field of this kind as the printed resume's words; links, levels and icons print none. */
const printedText: Record<FieldKind, (value: unknown) => string[]> = {
  text: (value) => (typeof value === "string" ? [value] : []),
  date: (value) => (typeof value === "string" ? [value] : []),
  richText: (value) => (typeof value === "string" ? [htmlToText(value)] : []),
  keywords: (value) => (Array.isArray(value) ? value.filter((word) => typeof word === "string") : []),
  url: () => [],
  level: () => [],
  icon: () => [],
};

/** The resume's text per section (layout id), as a parser would group it. */
export const resumeTextBySection = (data: ResumeData): Map<string, string> => {
  const texts = new Map<string, string>();
  const { basics, sections } = data;
  texts.set("basics", [basics.name, basics.headline, basics.location].join("\n"));
  if (sections.summary.visible) texts.set("summary", htmlToText(sections.summary.content));
  const refs = [
    ...itemKinds.filter((kind) => kind !== "custom"),
    ...Object.keys(sections.custom).map(toCustomLayoutId),
  ];
  for (const ref of refs) {
    const resolved = resolveSectionRef(data, ref);
    if (resolved === null || resolved.kind === "summary" || !resolved.section.visible) continue;
    const fields = itemFieldsOf(resolved.kind === "custom" ? "custom" : resolved.key);
    const items: readonly ({ visible: boolean } & Record<string, unknown>)[] = resolved.section.items;
    texts.set(
      ref,
      items
        .filter((item) => item.visible)
        .map((item) => fields.flatMap((field) => printedText[field.kind](item[field.name])).join("\n"))
        .join("\n"),
    );
  }
  return texts;
};
