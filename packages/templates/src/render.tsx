/** @jsxRuntime automatic */
import { isRtlLocale, pageFooterParts, pageFormats, type ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { fontFaceCss, fontStack } from "./fonts.ts";
import { getTemplate } from "./registry.ts";
import { baseCss } from "./shared/base-css.ts";
import { scopedCustomCss } from "./shared/custom-css.ts";
import { resumeDirection } from "./shared/direction.ts";
import { isPagePrintable } from "./shared/layout.ts";
import { themeColors, themeVariables } from "./shared/theme.ts";
import type { Institution, TemplateProps } from "./types.ts";

/** Height kept free at the bottom of every sheet for Chromium's page-number footer. */
export const pageNumberFooterHeightMm = 8;

const paperBackground = (data: ResumeData): string => {
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
    baseCss,
    getTemplate(data.metadata.template).css,
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
  const footer = data.metadata.page.options.pageNumbers ? pageNumberFooterHeightMm : 0;
  return `@page {
  size: ${format.width}mm ${format.height}mm;
  margin: 0 0 ${footer}mm 0;
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

/**
 * The `footerTemplate` for Chromium's `page.pdf({ displayHeaderFooter: true })`: "N / M" centred, 9px, in
 * the theme's text colour over the sheet's background. CSS counters cannot number physical sheets, so the
 * printer does it. Pair it with `printCss`, which keeps the footer's strip free.
 */
const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeText = (value: string): string => value.replace(/[&<>"]/g, (char) => htmlEscapes[char] ?? char);

export const pageNumberFooterTemplate = (data: ResumeData): string => {
  const colors = themeColors(data);
  const font = fontStack(data.metadata.typography.font.family).replace(/"/g, "'");
  const style = [
    // Chromium lays the footer out over the whole sheet with padding of its own; fixed positioning puts it
    // exactly on the strip that printCss keeps free.
    "position:fixed",
    "inset-inline:0",
    "bottom:0",
    `height:${pageNumberFooterHeightMm}mm`,
    "margin:0",
    "display:flex",
    "align-items:center",
    "justify-content:center",
    `font-family:${font}`,
    "font-size:9px",
    `color:${colors.text}`,
    `background:${paperBackground(data).replace(/"/g, "'")}`,
    "-webkit-print-color-adjust:exact",
    "print-color-adjust:exact",
  ].join(";");
  // "Page 2 of 3" in the resume's language; Chromium fills the two spans in.
  const { before, between, after } = pageFooterParts(data.metadata.locale);
  const text = (value: string) => escapeText(value).replace(/ /g, "&nbsp;");
  return `<div style="${style}" lang="${escapeText(data.metadata.locale)}" dir="${isRtlLocale(data.metadata.locale) ? "rtl" : "ltr"}">${text(before)}<span class="pageNumber"></span>${text(between)}<span class="totalPages"></span>${text(after)}</div>`;
};

/** Options for Playwright's or Puppeteer's `page.pdf()` that match `renderResumeHtml`'s output. */
export const pdfOptions = (data: ResumeData) => {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  const pageNumbers = data.metadata.page.options.pageNumbers;
  return {
    width: `${format.width}mm`,
    height: `${format.height}mm`,
    printBackground: true,
    preferCSSPageSize: true,
    // A structure tree (headings, lists, links, the document's language) for screen readers and parsers, and
    // bookmarks from the headings.
    tagged: true,
    outline: true,
    displayHeaderFooter: pageNumbers,
    headerTemplate: "<span></span>",
    footerTemplate: pageNumbers ? pageNumberFooterTemplate(data) : "<span></span>",
  };
};
