import { type FontCatalogueEntry, quickPickFonts } from "@vitae/schema";
import type { ComboboxGroup } from "@/components/ui/combobox";

// The catalogue's scripts in the order the picker lists them, with their ISO 15924 codes, so that
// Intl.DisplayNames names them in any interface language without a catalogue entry of our own.
const scriptCodes: Record<string, string> = {
  latin: "Latn",
  cyrillic: "Cyrl",
  greek: "Grek",
  arabic: "Arab",
  hebrew: "Hebr",
  devanagari: "Deva",
  bengali: "Beng",
  oriya: "Orya",
  tamil: "Taml",
  telugu: "Telu",
  kannada: "Knda",
  malayalam: "Mlym",
  thai: "Thai",
  ethiopic: "Ethi",
  khmer: "Khmr",
  japanese: "Jpan",
  korean: "Kore",
  "chinese-simplified": "Hans",
  "chinese-traditional": "Hant",
};
const scriptOrder = Object.keys(scriptCodes);

/** A script's name in the interface language ("Cyrillic", "Kyrillisch", "السيريلية"). */
export const scriptName = (script: string, locale: string): string => {
  const code = scriptCodes[script];
  if (code === undefined) return script;
  try {
    // CLDR names Hans/Hant alone "Simplified"/"Traditional": the language names say "… Chinese".
    if (code === "Hans" || code === "Hant")
      return new Intl.DisplayNames([locale], { type: "language" }).of(`zh-${code}`) ?? script;
    return new Intl.DisplayNames([locale], { type: "script" }).of(code) ?? script;
  } catch {
    return script;
  }
};

/** The group a family is listed under: the script it was made for (listed first); the others are searchable. */
export const primaryScript = (entry: FontCatalogueEntry): string => entry.scripts[0] ?? "latin";

/** A family the catalogue does not have (an imported resume's font): listed as it is, never dropped. */
export const unlistedFont = (family: string): FontCatalogueEntry => ({
  family,
  id: `unlisted-${family}`,
  category: "sans-serif",
  subsets: [],
  variants: [],
  files: {},
  scripts: [],
});

/** Until the catalogue has loaded (or if it cannot), the quick picks alone. */
export const quickPickCatalogue: FontCatalogueEntry[] = quickPickFonts.map((family) => ({
  ...unlistedFont(family),
  id: family.toLowerCase().replaceAll(" ", "-"),
  subsets: ["latin"],
  variants: ["regular"],
  scripts: ["latin"],
}));

const matches = (entry: FontCatalogueEntry, words: string[], locale: string): boolean => {
  const text = [
    entry.family,
    entry.category,
    ...entry.scripts,
    ...entry.scripts.map((s) => scriptName(s, locale)),
  ]
    .join(" ")
    .toLocaleLowerCase(locale);
  return words.every((word) => text.includes(word));
};

/**
 * The picker's groups for a search: the family in use when the catalogue lacks it, the quick picks, then one
 * group per script. Every word of the query must match the family, its category or a script it covers (in
 * English or the interface language), so "cyr" or "кирил" finds the Cyrillic families.
 */
export const fontGroups = (
  catalogue: readonly FontCatalogueEntry[],
  query: string,
  options: { locale: string; current: string; quickPicksLabel: string; unlistedLabel: string },
): ComboboxGroup<FontCatalogueEntry>[] => {
  const { locale, current } = options;
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  const shown = (entries: readonly FontCatalogueEntry[]) =>
    entries.filter((entry) => matches(entry, words, locale));
  const quick = new Set<string>(quickPickFonts);
  const known = catalogue.some((entry) => entry.family.toLowerCase() === current.trim().toLowerCase());
  const groups: ComboboxGroup<FontCatalogueEntry>[] = [
    ...(known || current.trim() === ""
      ? []
      : [{ key: "unlisted", label: options.unlistedLabel, options: shown([unlistedFont(current)]) }]),
    {
      key: "quick",
      label: options.quickPicksLabel,
      options: shown(
        quickPickFonts.flatMap((family) => catalogue.filter((entry) => entry.family === family)),
      ),
    },
    ...scriptOrder.map((script) => ({
      key: script,
      label: scriptName(script, locale),
      options: shown(
        catalogue
          .filter((entry) => !quick.has(entry.family) && primaryScript(entry) === script)
          .sort((a, b) => a.family.localeCompare(b.family)),
      ),
    })),
  ];
  return groups.filter((group) => group.options.length > 0);
};

/** "Regular", "Italic", "700", "700 italic": a variant as the panel shows it. */
export const variantLabel = (variant: string, words: { regular: string; italic: string }): string => {
  if (variant === "regular") return words.regular;
  if (variant === "italic") return words.italic;
  const weight = Number.parseInt(variant, 10);
  return variant.endsWith("italic") ? `${weight} ${words.italic.toLocaleLowerCase()}` : String(weight);
};
