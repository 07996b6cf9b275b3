/** @jsxRuntime automatic */
// Server-side rendering of a whole resume document (the printer's input). Kept out of the browser entry: it
// pulls in react-dom/server and every simple-icons brand icon, which the web artboard must not download.
import type { ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { packageFontsFor } from "./font-catalogue.ts";
import {
  LetterPage,
  letterCss,
  letterPdfMetadata,
  letterResumeData,
  type RenderableLetter,
} from "./letter.tsx";
import { packageFontFaceCss } from "./package-fonts.ts";
import { pdfMetadata } from "./pdf-metadata.ts";
import { getTemplate } from "./registry.ts";
import { printCss, ResumeDocument, resumeCss } from "./render.tsx";
import { BrandIconsProvider } from "./shared/brand-icons.tsx";
import { themeColors } from "./shared/theme.ts";
import { findSimpleIcon } from "./simple-icons.ts";
import type { Institution } from "./types.ts";

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type RenderResumeHtmlOptions = {
  /** Where the bundled fonts are served, e.g. `/fonts` or `http://localhost:3000/fonts`. */
  fontBaseUrl: string;
  institution?: Institution;
  /** Icons are always inline SVG (no icon font to load); the option is there to say so. */
  iconMode?: "inline-svg";
};

/** The page around a rendered body: language, template, title and styles; the printer's input. */
const htmlDocument = (page: {
  lang: string;
  template: string;
  title: string;
  styles: string;
  body: string;
}) =>
  `<!doctype html>
<html lang="${escapeHtml(page.lang)}" data-template="${page.template}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
${page.styles}
</style>
</head>
<body>
${page.body}
</body>
</html>
`;

/**
 * The styles a document drawn with this resume data needs: the resume's (fonts, base, template, custom CSS), the
 * rules of a chosen family that is not bundled (only the scripts the text uses), and the print rules.
 */
const documentStyles = (data: ResumeData, options: RenderResumeHtmlOptions): string => {
  const packageCss = packageFontsFor(data).map(({ id, weights, italic }) =>
    packageFontFaceCss(id, options.fontBaseUrl, { weights, italic }),
  );
  return [resumeCss(data, options), ...packageCss, printCss(data)].join("\n");
};

/** A complete, standalone HTML document of the resume, ready for Chromium's `page.pdf()`. */
export const renderResumeHtml = (data: ResumeData, options: RenderResumeHtmlOptions): string =>
  htmlDocument({
    lang: data.metadata.locale,
    template: getTemplate(data.metadata.template).id,
    title: pdfMetadata(data).title,
    styles: documentStyles(data, options),
    body: renderToStaticMarkup(
      <BrandIconsProvider lookup={findSimpleIcon}>
        <ResumeDocument data={data} institution={options.institution} />
      </BrandIconsProvider>,
    ),
  });

/**
 * A complete, standalone HTML document of a cover letter: its template's header over the shared letter body, in
 * the look's fonts and page size, ready for `page.pdf()` with `pdfOptions(letterResumeData(letter))`.
 */
export const renderLetterHtml = (letter: RenderableLetter, options: RenderResumeHtmlOptions): string => {
  const data = letterResumeData(letter);
  return htmlDocument({
    lang: letter.data.locale,
    template: getTemplate(data.metadata.template).id,
    title: letterPdfMetadata(letter).title,
    // The letter's rules last: a sheet without the template's paper (a sidebar's wash has no sidebar here).
    styles: [
      documentStyles(data, options),
      letterCss,
      `html {\n  background: ${themeColors(data).background};\n}`,
    ].join("\n"),
    body: renderToStaticMarkup(
      <BrandIconsProvider lookup={findSimpleIcon}>
        <LetterPage
          letter={letter}
          {...(options.institution === undefined ? {} : { institution: options.institution })}
        />
      </BrandIconsProvider>,
    ),
  });
};
