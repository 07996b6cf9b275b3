import { genericFamilyOf } from "@vitae/templates";

/** Families Word and LibreOffice users have (or get a metric-compatible substitute for): kept as they are. */
const commonFamilies = [
  "Arial",
  "Calibri",
  "Cambria",
  "Candara",
  "Century Gothic",
  "Consolas",
  "Constantia",
  "Corbel",
  "Courier New",
  "Garamond",
  "Georgia",
  "Helvetica",
  "Palatino Linotype",
  "Segoe UI",
  "Tahoma",
  "Times New Roman",
  "Trebuchet MS",
  "Verdana",
  "Aptos",
  "Book Antiqua",
  "Lucida Sans",
];

const fallbackByGeneric = { serif: "Georgia", "sans-serif": "Calibri", monospace: "Courier New" } as const;

/** The resume's family when it is a common one, else a safe one of its kind (serif, sans-serif, monospace). */
export const docxFontFamily = (family: string): string => {
  const name = family.trim().toLowerCase();
  const common = commonFamilies.find((known) => known.toLowerCase() === name);
  if (common !== undefined) return common;
  return fallbackByGeneric[genericFamilyOf(family)];
};

/** East Asian fonts Word ships, per language: Word uses them for CJK characters when the run's hint says so. */
const eastAsianFonts: Record<string, string> = {
  ja: "Yu Gothic",
  ko: "Malgun Gothic",
  "zh-tw": "Microsoft JhengHei",
  "zh-hk": "Microsoft JhengHei",
  zh: "Microsoft YaHei",
};

/** The East Asian font of a locale, or undefined when its script is not Chinese, Japanese or Korean. */
export const eastAsianFontOf = (locale: string): string | undefined => {
  const tag = locale.toLowerCase();
  return eastAsianFonts[tag.slice(0, 5)] ?? eastAsianFonts[tag.slice(0, 2)];
};

/** Complex-script fonts (Arabic, Hebrew, Indic…) Word ships that cover the most scripts. */
export const complexScriptFont = "Arial";
