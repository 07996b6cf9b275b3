// Resumes the export tests run over, what a reader should find in each, and readers of the exported files.
import {
  localizeResumeData,
  type ResumeData,
  resumeText,
  sampleResumeData,
  templateIds,
} from "@vitae/schema";
import { resumeTextBySection } from "@vitae/schema/job-match";
import { mergedSections, printablePageIndexes } from "@vitae/templates";
import { fixtures, hiddenMarkers, scriptResume, withTemplate } from "@vitae/templates/fixtures";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import type { Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString as mdastText } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";

export const scriptsUnderTest = ["arabic", "japanese", "hindi"] as const;

/** The all-sections resume (hidden things included) in a script's language, its header and first sections in it. */
export const allSectionsIn = (script: (typeof scriptsUnderTest)[number]): ResumeData => {
  const own = scriptResume(script);
  const all = localizeResumeData(fixtures.allSections(), own.metadata.locale);
  const experience = all.sections.experience;
  return {
    ...all,
    basics: {
      ...all.basics,
      name: own.basics.name,
      headline: own.basics.headline,
      location: own.basics.location,
    },
    sections: {
      ...all.sections,
      summary: { ...all.sections.summary, content: own.sections.summary.content },
      experience: { ...experience, items: [...own.sections.experience.items, ...experience.items] },
      education: own.sections.education,
      skills: { ...all.sections.skills, items: [...own.sections.skills.items, ...all.sections.skills.items] },
    },
  };
};

/** Every resume the exports are checked on: each template's sample, then the all-sections resume in three scripts. */
export const resumesUnderTest = (): { name: string; data: ResumeData }[] => [
  ...templateIds.map((template) => ({
    name: `${template} sample`,
    data: withTemplate(structuredClone(sampleResumeData) as ResumeData, template),
  })),
  { name: "all sections", data: fixtures.allSections() },
  ...scriptsUnderTest.map((script) => ({ name: `all sections in ${script}`, data: allSectionsIn(script) })),
];

/** Whitespace collapsed, so line and run boundaries do not matter to a comparison. */
export const squash = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The sections the printed resume shows, in its reading order, as the templates decide. */
export const printedSectionRefs = (data: ResumeData): string[] => [
  ...new Set(printablePageIndexes(data).flatMap((page) => mergedSections(data, page))),
];

/** Every line of text the printed resume shows (header, section names, items' words), whitespace collapsed. */
export const visibleLines = (data: ResumeData): string[] => {
  const bySection = resumeTextBySection(data);
  const refs = printedSectionRefs(data);
  const texts = [bySection.get("basics") ?? "", ...refs.map((ref) => bySection.get(ref) ?? "")];
  const names = refs.map((ref) => {
    const section = ref.startsWith("custom.")
      ? data.sections.custom[ref.slice("custom.".length)]
      : data.sections[ref as "summary"];
    return section?.name ?? "";
  });
  return [...names, ...texts.flatMap((text) => text.split("\n"))].map(squash).filter((line) => line !== "");
};

/** The section names the printed resume shows, in order. */
export const visibleSectionNames = (data: ResumeData): string[] =>
  visibleLines(data).slice(0, printedSectionRefs(data).length);

export const hiddenTexts = Object.values(hiddenMarkers);

/** The lines of `expected` missing from `text`, compared with whitespace collapsed. */
export const missingLines = (text: string, expected: readonly string[]): string[] => {
  const flat = squash(text);
  return expected.filter((line) => !flat.includes(line));
};

/** The text of a .docx as mammoth, a maintained reader, extracts it. */
export const docxText = async (bytes: Uint8Array): Promise<string> =>
  (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;

/** One part of a .docx (a zip), as text. */
export const docxPart = (bytes: Uint8Array, name: string): string => {
  const part = unzipSync(bytes)[name];
  if (part === undefined) throw new Error(`${name} is not in the document`);
  return strFromU8(part);
};

export const docxParts = (bytes: Uint8Array): string[] => Object.keys(unzipSync(bytes));

/** Markdown parsed as CommonMark with GitHub's extensions. */
export const markdownAst = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** Every node of a tree, depth first. */
export const nodesOf = (root: Root): RootContent[] => {
  const nodes: RootContent[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type !== "root") nodes.push(node);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(root);
  return nodes;
};

/** The text of a Markdown document as a reader sees it: each block's text on its own line, no markup. */
export const markdownText = (root: Root): string =>
  nodesOf(root)
    .filter((node) => ["paragraph", "heading", "code", "tableCell"].includes(node.type))
    .map((node) => mdastText(node))
    .join("\n");

export { resumeText };
