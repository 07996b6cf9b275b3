import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { brandIconSlug } from "./shared/brand-icons.tsx";

// Node-side only (printer, icon route): importing the namespace keeps every icon (~3 MB of paths).

const exportNameOf = (slug: string): string => `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;

const iconsByExportName = simpleIcons as unknown as Readonly<Record<string, SimpleIcon | undefined>>;

/** The simple-icons entry for a slug ("github", "gitlab"), or undefined. */
export const findSimpleIcon = (slug: string): SimpleIcon | undefined => {
  const normalised = brandIconSlug(slug);
  if (normalised === undefined) return undefined;
  const icon = iconsByExportName[exportNameOf(normalised)];
  return icon?.slug === normalised ? icon : undefined;
};
