/** @jsxRuntime automatic */
import { isRtlLocale, pageFooterParts, pageFormats, type ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { fontFaceCss, fontStack } from "./fonts.ts";
import { getTemplate } from "./registry.ts";
import { baseCss } from "./shared/base-css.ts";
import { scopedCustomCss } from "./shared/custom-css.ts";
import { resumeDirection } from "./shared/direction.ts";
import { isPagePrintable } from "./shared/layout.ts";
import { spacedCss } from "./shared/spacing-css.ts";
import { themeColors, themeVariables } from "./shared/theme.ts";
import type { Institution, TemplateProps } from "./types.ts";

/** Height kept free at the bottom of every sheet for the page-number footer. */
export const pageNumberFooterHeightMm = 8;

/** The sheet's background: the theme's, or the template's own (a sidebar band down the whole sheet). */
export const paperBackground = (data: ResumeData): string => {
  const template = getTemplate(data.metadata.template);
  const colors = themeColors(data);
  return template.paperBackground?.(colors, data) ?? colors.background;
};

/**
 * One layout page: `section.page.vt-page.vt-<template id>[data-page=<page index>]`, carrying the theme
 * variables, `.vt-break-line` when the break-line option is on, `.vt-hide-icons` when icons are hidden, and
 * the template's content inside.
 */
export const ResumePage = ({ data, pageIndex, institution }: TemplateProps) => {
  const template = getTemplate(data.metadata.template);
  const Template = template.component;
  const style = { ...themeVariables(data), "--vt-paper": paperBackground(data) } as CSSProperties;
  const classes = ["page", "vt-page", `vt-${template.id}`];
  if (data.metadata.page.options.breakLine) classes.push("vt-break-line");
  if (data.metadata.typography.hideIcons) classes.push("vt-hide-icons");
  return (
    <section
      className={classes.join(" ")}
      data-page={pageIndex}
      data-template={template.id}
      style={style}
      lang={data.metadata.locale}
      dir={resumeDirection(data)}
    >
      <Template data={data} pageIndex={pageIndex} institution={institution} />
    </section>
  );
};

/** The layout pages that print something: the first always, later ones only with a printable section. */
export const printablePageIndexes = (data: ResumeData): number[] =>
  data.metadata.layout.map((_, index) => index).filter((index) => isPagePrintable(data, index));

/** Every printable layout page, in order. */
export const ResumeDocument = ({ data, institution }: { data: ResumeData; institution?: Institution }) => (
  <>
    {printablePageIndexes(data).map((pageIndex) => (
      <ResumePage key={pageIndex} data={data} pageIndex={pageIndex} institution={institution} />
    ))}
  </>
);

/**
 * The styles a rendered resume needs wherever it is shown (printer or web artboard): @font-face rules for
 * the chosen family, the base CSS, the template's CSS and, when visible, the user's custom CSS (sanitised,
 * and scoped to the resume's pages).
 */
export const resumeCss = (data: Pick<ResumeData, "metadata">, options: { fontBaseUrl: string }): string => {
  const { css } = data.metadata;
  return [
    fontFaceCss(data.metadata.typography.font.family, options.fontBaseUrl),
    spacedCss(baseCss),
    spacedCss(getTemplate(data.metadata.template).css),
    css.visible ? `/* custom css */\n${scopedCustomCss(css.value)}` : "",
  ]
    .filter(Boolean)
    .join("\n");
};

/**
 * Print-only rules: the sheet size with no margins (the page's own padding is the margin) except room for
 * the page-number footer, and each layout page at least one sheet tall. The sheet background moves from the
 * pages to the canvas, which Chromium paints on every sheet: a page that runs onto another sheet keeps its
 * colours (a sidebar band) down to the bottom edge, with no seam where the page box ends.
 */
export const printCss = (data: ResumeData): string => {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  const pageNumbers = data.metadata.page.options.pageNumbers;
  const footer = pageNumbers ? pageNumberFooterHeightMm : 0;
  return `@page {
  size: ${format.width}mm ${format.height}mm;
  margin: 0 0 ${footer}mm 0;${pageNumbers ? `\n${pageNumberFooterCss(data)}` : ""}
}
html,
body {
  margin: 0;
  padding: 0;
}
html {
  background: ${paperBackground(data)};
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.vt-page {
  --vt-page-min-height: calc(${format.height - footer}mm - 1px);
  background: transparent;
}`;
};

const cssString = (value: string): string =>
  `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, " ")}"`;

/**
 * "Page 2 of 3" in the resume's language, centred at the foot of every sheet in 9px type of the resume's own
 * font stack and text colour: a page margin box of the document itself, so it uses the fonts the document has
 * loaded (Chromium's separate header and footer templates cannot load a web font in time and print in a
 * system font). The canvas does not reach into the page margin, so the box, as wide as the sheet, paints the
 * sheet's background (a sidebar band included) behind it.
 */
const pageNumberFooterCss = (data: ResumeData): string => {
  const colors = themeColors(data);
  const { before, between, after } = pageFooterParts(data.metadata.locale);
  const content = [
    cssString(before),
    "counter(page)",
    cssString(between),
    "counter(pages)",
    cssString(after),
  ];
  return `  @bottom-center {
    content: ${content.join(" ")};
    width: 100%;
    white-space: pre;
    direction: ${isRtlLocale(data.metadata.locale) ? "rtl" : "ltr"};
    font-family: ${fontStack(data.metadata.typography.font.family)};
    font-size: 9px;
    font-style: normal;
    font-weight: 400;
    color: ${colors.text};
    background: ${paperBackground(data)};
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }`;
};

/**
 * The font the page footer needs, as `document.fonts.load()` takes it, or undefined without page numbers. The
 * printer loads it before printing: margin boxes are laid out only then, too late to fetch a font the page
 * itself does not use (the footer's words in another script), which would leave them out.
 */
export const pageFooterFont = (data: ResumeData): { font: string; text: string } | undefined => {
  if (!data.metadata.page.options.pageNumbers) return undefined;
  const { before, between, after } = pageFooterParts(data.metadata.locale);
  return {
    font: `normal 400 9px ${fontStack(data.metadata.typography.font.family)}`,
    text: `${before}${between}${after}0123456789`,
  };
};

/** Options for Playwright's or Puppeteer's `page.pdf()` that match `renderResumeHtml`'s output. */
export const pdfOptions = (data: ResumeData) => {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  return {
    width: `${format.width}mm`,
    height: `${format.height}mm`,
    printBackground: true,
    preferCSSPageSize: true,
    // A structure tree (headings, lists, links, the document's language) for screen readers and parsers, and
    // bookmarks from the headings.
    tagged: true,
    outline: true,
    // The page numbers are the document's own (printCss), not Chromium's header and footer.
    displayHeaderFooter: false,
  };
};
