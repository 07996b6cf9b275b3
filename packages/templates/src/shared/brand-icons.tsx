/** @jsxRuntime automatic */
import { createContext, type ReactNode, useContext } from "react";

/** What a template needs of a brand icon: its 24×24 SVG path. */
export type BrandIcon = { path: string };

/** A brand icon with its name, as the icon route and the icon picker list it. */
export type NamedBrandIcon = BrandIcon & { slug: string; title: string };

/** Finds the brand icon for a slug ("github"), or undefined when there is none (or it is not loaded yet). */
export type BrandIconLookup = (slug: string) => BrandIcon | undefined;

// Brand icons come from the renderer, not from an import: the full simple-icons set is megabytes, fine for the
// server-side printer but not for the browser, which fetches only the slugs a resume uses. Without a provider
// no brand icon is drawn.
const BrandIconsContext = createContext<BrandIconLookup>(() => undefined);

export const BrandIconsProvider = ({
  lookup,
  children,
}: {
  lookup: BrandIconLookup;
  children: ReactNode;
}) => <BrandIconsContext.Provider value={lookup}>{children}</BrandIconsContext.Provider>;

export const useBrandIcon = (slug: string): BrandIcon | undefined => useContext(BrandIconsContext)(slug);

/**
 * Other names people type for a brand, mapped to the slug that draws it: X was Twitter, and the
 * simple-icons slugs of a few networks are not what their users call them.
 */
const brandIconAliases: Readonly<Record<string, string>> = {
  twitter: "x",
  devto: "devdotto",
  dev: "devdotto",
  scholar: "googlescholar",
  so: "stackoverflow",
};

/**
 * The normalised slug of a brand icon (aliases resolved: "twitter" is "x"), or undefined when the text
 * cannot name one (lower-case ASCII letters and digits; spaces, dashes and dots are dropped, so
 * "Stack-Overflow" is "stackoverflow").
 */
export const brandIconSlug = (slug: string): string | undefined => {
  const normalised = slug
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, "");
  if (!/^[a-z0-9]+$/.test(normalised)) return undefined;
  return Object.hasOwn(brandIconAliases, normalised) ? brandIconAliases[normalised] : normalised;
};

/**
 * Brand icons drawn for Vitae, for networks simple-icons does not carry (LinkedIn asked for its logo's
 * removal). Original drawings on the 24×24 grid, released with Vitae under its own licence.
 */
export const ownBrandIcons: Readonly<Record<string, NamedBrandIcon>> = {
  linkedin: {
    slug: "linkedin",
    title: "LinkedIn",
    // A rounded square (clockwise) with "in" cut out: the dot, the i's stem and an n with a round shoulder,
    // each wound the other way so the default non-zero fill leaves them open.
    path:
      "M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2Z" +
      "M5.6 7.1a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0Z" +
      "M5.8 10V18.5H8.8V10Z" +
      "M10.6 10V18.5H13.5V14.3C13.5 12.95 14.2 12.15 15.35 12.15C16.4 12.15 16.9 12.85 16.9 14.2V18.5H19.9V13.8" +
      "C19.9 11.15 18.7 9.75 16.45 9.75C15.1 9.75 14 10.35 13.45 11.3V10Z",
  },
};

/** A brand icon Vitae draws itself, by slug (aliases resolved), or undefined. */
export const findOwnBrandIcon = (slug: string): NamedBrandIcon | undefined => {
  const normalised = brandIconSlug(slug);
  return normalised !== undefined && Object.hasOwn(ownBrandIcons, normalised)
    ? ownBrandIcons[normalised]
    : undefined;
};
