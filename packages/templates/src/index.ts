// The browser-safe entry: pure React components and string builders. Node-only helpers live in `./node`,
// test fixtures in `./fixtures`.

export {
  densitySteps,
  designAt,
  designChanges,
  designOf,
  type FitDesign,
  fitFloor,
  withDesign,
} from "./fit/density.ts";
export {
  type FitOutcome,
  fitToPages,
  leftoverOf,
  type MeasurePages,
  maxFitPasses,
  type PageMeasurement,
} from "./fit/fit-search.ts";
export {
  disposeSheetMeasure,
  measureSheets,
  type SheetMeasureInput,
  type SheetSize,
  sheetMeasureInput,
  sheetSize,
} from "./fit/measure-sheets.ts";
export {
  type CatalogueFont,
  catalogueFonts,
  findPackageFont,
  type PackageFontFaces,
  packageFontCssUrl,
  packageFontsFor,
  variantWeights,
} from "./font-catalogue.ts";
export type { BundledFont, BundledFontFile } from "./fonts.ts";
export { bundledFonts, findBundledFont, fontFaceCss, fontStack, genericFamilyOf } from "./fonts.ts";
export {
  formatLetterDate,
  LetterBody,
  LetterPage,
  letterCss,
  letterPdfMetadata,
  letterResumeData,
  type RenderableLetter,
} from "./letter.tsx";
export { type PdfMetadata, pdfMetadata } from "./pdf-metadata.ts";
export { fallbackTemplateId, getTemplate, implementedTemplateIds, templates } from "./registry.ts";
export {
  pageFooterFont,
  pageNumberFooterHeightMm,
  paperBackground,
  pdfOptions,
  printablePageIndexes,
  printCss,
  ResumeDocument,
  ResumePage,
  resumeCss,
} from "./render.tsx";
export { findScriptFont, type ScriptFont, scriptFonts, scriptFontsFor } from "./script-fonts.ts";
export { baseCss } from "./shared/base-css.ts";
export {
  type BrandIcon,
  type BrandIconLookup,
  BrandIconsProvider,
  brandIconSlug,
  findOwnBrandIcon,
  type NamedBrandIcon,
} from "./shared/brand-icons.tsx";
export { contrastRatio, readableOn } from "./shared/color.ts";
export { type DroppedCss, type SanitizedCss, sanitizeCss } from "./shared/custom-css.ts";
export { ContactList, Header, Headline, Name, Picture } from "./shared/header.tsx";
export {
  hyphenateResumeData,
  loadHyphenator,
  type WordHyphenator,
  wantsHyphenation,
  withHyphenation,
} from "./shared/hyphenation.ts";
export {
  brandIconSlugsOf,
  ContactIcon,
  type ContactIconName,
  contactIconNames,
  contactIconOf,
  ProfileIcon,
  SlugIcon,
} from "./shared/icons.tsx";
export { Item, type ItemOptions, Keywords, Level, type SectionOptions } from "./shared/item.tsx";
export { type ItemView, itemView } from "./shared/item-view.ts";
export {
  hasSidebarSections,
  isPagePrintable,
  isSectionPrintable,
  mergedSections,
  type PageSections,
  resolveSection,
  sectionsForPage,
} from "./shared/layout.ts";
export { keptItemLines } from "./shared/page-breaks.ts";
export {
  hasRichText,
  safeHref,
  safeImageSrc,
  sanitizeRichText,
} from "./shared/sanitize.ts";
export { Section, type SectionProps, Sections } from "./shared/section.tsx";
export { markShortItems, shortItemAttribute } from "./shared/short-items.ts";
export { type StyledField, type StylingHook, styledFields, stylingHooks } from "./shared/styling-hooks.ts";
export { Link, RichText } from "./shared/text.tsx";
export { type ThemeColors, themeColors, themeVariables } from "./shared/theme.ts";
export type { HeaderProps, Institution, TemplateDefinition, TemplateFamily, TemplateProps } from "./types.ts";
