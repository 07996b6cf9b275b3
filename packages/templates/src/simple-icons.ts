import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { brandIconSlug, findOwnBrandIcon, type NamedBrandIcon } from "./shared/brand-icons.tsx";

// Node-side only (printer, icon route): importing the namespace keeps every icon (~3 MB of paths).

const exportNameOf = (slug: string): string => `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;

const iconsByExportName = simpleIcons as unknown as Readonly<Record<string, SimpleIcon | undefined>>;

/**
 * The brand icon for a slug ("github", "linkedin", "twitter"): one Vitae draws itself, else the
 * simple-icons entry, else undefined. Aliases resolve, so the answer's slug may differ ("twitter" → "x").
 */
export const findSimpleIcon = (slug: string): NamedBrandIcon | undefined => {
  const own = findOwnBrandIcon(slug);
  if (own !== undefined) return own;
  const normalised = brandIconSlug(slug);
  if (normalised === undefined) return undefined;
  const icon = iconsByExportName[exportNameOf(normalised)];
  return icon?.slug === normalised ? { slug: icon.slug, title: icon.title, path: icon.path } : undefined;
};
