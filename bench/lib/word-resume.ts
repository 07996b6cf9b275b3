// The bench's resume as a Word file made with the docx library the way people format one by hand: the name as a
// title, section headings as Heading 1, each item's title in bold with its dates after a right tab, list items.
import type { ResumeData } from "@vitae/schema";
import { resumeOutline } from "./resume-outline.ts";

export const wordResume = async (data: ResumeData, htmlToText: (html: string) => string): Promise<Buffer> => {
  const { Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } = await import("docx");
  const outline = resumeOutline(data, htmlToText);
  const tabbed = (left: InstanceType<typeof TextRun>[], right: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
      children: [...left, ...(right ? [new TextRun(`\t${right}`)] : [])],
    });
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(outline.name)] }),
    new Paragraph(outline.headline),
    new Paragraph(outline.contacts.join(" | ")),
    ...outline.sections.flatMap((section) => [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.name)] }),
      ...section.text.map((line) => new Paragraph(line)),
      ...section.items.flatMap((item) => [
        tabbed([new TextRun({ text: item.title, bold: true })], item.date),
        ...(item.subtitle || item.location ? [tabbed([new TextRun(item.subtitle)], item.location)] : []),
        ...item.lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } })),
      ]),
    ]),
  ];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
};
