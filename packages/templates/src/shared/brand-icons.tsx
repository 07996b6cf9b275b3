/** @jsxRuntime automatic */
import { createContext, type ReactNode, useContext } from "react";

/** What a template needs of a brand icon: its 24×24 SVG path. */
export type BrandIcon = { path: string };

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

/** The normalised slug of a brand icon, or undefined when the text cannot name one (lower-case ASCII letters and digits). */
export const brandIconSlug = (slug: string): string | undefined => {
  const normalised = slug.trim().toLowerCase();
  return /^[a-z0-9]+$/.test(normalised) ? normalised : undefined;
};
