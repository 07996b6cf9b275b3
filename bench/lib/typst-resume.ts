// The bench's resume laid out by Typst (typst.ts's native Node compiler, its own layout engine and PDF writer, not
// Chromium) the way Typst CV templates commonly do it: a centred header, headings ruled in an accent colour, and
// entries as a two-column grid with the dates set right of the title and the location right of the subtitle.
// Fonts are the system's DejaVu (Typst falls back to the fonts built into the compiler); nothing is downloaded.
import type { ResumeData } from "@vitae/schema";
import { type OutlineItem, resumeOutline } from "./resume-outline.ts";

/**
 * A Typst string literal holding `text` as it is: written as a string rather than as markup, the resume's `#`, `@`,
 * `*`, `_`, `$`, `<`, `[` and the like print as themselves instead of starting code, references or emphasis.
 */
export const typstString = (text: string): string =>
  `"${text.replace(/[\\"\p{Cc}]/gu, (char) => {
    if (char === "\\" || char === '"') return `\\${char}`;
    if (char === "\n") return "\\n";
    if (char === "\t") return "\\t";
    return `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
  })}"`;

const array = (values: string[]) =>
  `(${values.map(typstString).join(", ")}${values.length === 1 ? "," : ""})`;

const preamble = `
#let accent = rgb("#1f4e79")
#set page(paper: "a4", margin: (x: 1.8cm, y: 1.6cm))
#set text(font: "DejaVu Sans", size: 9.5pt)
#set par(leading: 0.55em)
#set list(marker: [•], indent: 0.4em, body-indent: 0.5em)
#show heading.where(level: 1): it => block(above: 1.1em, below: 0.6em, width: 100%)[
  #set text(size: 12pt, weight: "bold", fill: accent)
  #it.body
  #v(-0.75em)
  #line(length: 100%, stroke: 0.6pt + accent)
]
#let entry(title, date, subtitle, location, bullets) = block(above: 0.9em, breakable: false)[
  #grid(
    columns: (1fr, auto),
    column-gutter: 1em,
    align: (left, right),
    row-gutter: 0.45em,
    text(weight: "bold", title), date,
    ..if subtitle != "" or location != "" { (emph(subtitle), location) },
  )
  #if bullets.len() > 0 { list(..bullets) }
]
`;

const entry = (item: OutlineItem) =>
  `#entry(${[item.title, item.date, item.subtitle, item.location].map(typstString).join(", ")}, ${array(item.lines)})`;

/** The resume as a Typst document's source. */
export const typstSource = (data: ResumeData, htmlToText: (html: string) => string): string => {
  const outline = resumeOutline(data, htmlToText);
  return [
    `#set document(title: ${typstString(outline.name)}, author: ${typstString(outline.name)})`,
    preamble,
    "#align(center)[",
    `  #text(size: 22pt, weight: "bold", ${typstString(outline.name)})`,
    `  #v(-0.3em)`,
    `  #text(size: 11pt, fill: accent, ${typstString(outline.headline)})`,
    `  #v(-0.2em)`,
    `  #${array(outline.contacts)}.join([#h(0.6em)|#h(0.6em)])`,
    "]",
    ...outline.sections.flatMap((section) => [
      `#heading(level: 1, ${typstString(section.name)})`,
      ...section.text.map((line) => `#par(${typstString(line)})`),
      ...section.items.map(entry),
    ]),
  ].join("\n");
};

/** The resume compiled to a PDF by Typst. */
export const renderTypst = async (
  data: ResumeData,
  htmlToText: (html: string) => string,
): Promise<Uint8Array> => {
  const { NodeCompiler } = await import("@myriaddreamin/typst-ts-node-compiler");
  const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: ["/usr/share/fonts/truetype/dejavu"] }] });
  const compiled = compiler.compile({ mainFileContent: typstSource(data, htmlToText) });
  const document = compiled.result;
  if (document === null || document === undefined) {
    const diagnostics = compiled.takeDiagnostics();
    const details = diagnostics === null ? [] : compiler.fetchDiagnostics(diagnostics);
    throw new Error(`Typst did not compile the resume: ${JSON.stringify(details)}`);
  }
  return new Uint8Array(compiler.pdf(document));
};
