/** @jsxRuntime automatic */
// Server-side rendering of a whole resume document (the printer's input). Kept out of the browser entry: it
// pulls in react-dom/server and every simple-icons brand icon, which the web artboard must not download.
import type { ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { packageFontsFor } from "./font-catalogue.ts";
import { packageFontFaceCss } from "./package-fonts.ts";
import { pdfMetadata } from "./pdf-metadata.ts";
import { getTemplate } from "./registry.ts";
import { printCss, ResumeDocument, resumeCss } from "./render.tsx";
import { BrandIconsProvider } from "./shared/brand-icons.tsx";
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

/** A complete, standalone HTML document of the resume, ready for Chromium's `page.pdf()`. */
export const renderResumeHtml = (data: ResumeData, options: RenderResumeHtmlOptions): string => {
  const body = renderToStaticMarkup(
    <BrandIconsProvider lookup={findSimpleIcon}>
      <ResumeDocument data={data} institution={options.institution} />
    </BrandIconsProvider>,
  );
  const { title } = pdfMetadata(data);
  // The chosen family's rules when it is not a bundled one, and only the scripts the text uses, so a Latin
  // resume in a quick-pick font carries no extra rules.
  const packageCss = packageFontsFor(data).map(({ id, weights, italic }) =>
    packageFontFaceCss(id, options.fontBaseUrl, { weights, italic }),
  );
  const styles = [resumeCss(data, options), ...packageCss, printCss(data)].join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(data.metadata.locale)}" data-template="${getTemplate(data.metadata.template).id}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${styles}
</style>
</head>
<body>
${body}
</body>
</html>
`;
};
