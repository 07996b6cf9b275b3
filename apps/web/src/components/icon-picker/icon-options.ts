import {
  brandIconSlug,
  type ContactIconName,
  contactIconNames,
  contactIconOf,
  type NamedBrandIcon,
} from "@vitae/templates";
// Its own entry: the brand paths land in the builder's chunk only, not in the public page's or the artboard's.
import { profileBrandIcons } from "@vitae/templates/brand-icon-set";

/** One choice in the icon picker: "" (no icon), one of the templates' contact icons, or a brand icon. */
export type IconOption =
  | { kind: "none"; slug: "" }
  | { kind: "contact"; slug: ContactIconName }
  | { kind: "brand"; slug: string; icon: NamedBrandIcon };

export const noIconOption: IconOption = { kind: "none", slug: "" };

export const contactOptions: readonly IconOption[] = contactIconNames.map((slug) => ({
  kind: "contact",
  slug,
}));

export const brandOptions: readonly IconOption[] = profileBrandIcons.map((icon) => ({
  kind: "brand",
  slug: icon.slug,
  icon,
}));

/**
 * The option a stored value draws, resolving the names the templates accept ("mail" is the e-mail icon,
 * "twitter" is X); undefined for a value the picker does not list.
 */
export const optionForValue = (value: string): IconOption | undefined => {
  if (value.trim() === "") return noIconOption;
  const contact = contactIconOf(value);
  if (contact !== undefined) return contactOptions.find((option) => option.slug === contact);
  const slug = brandIconSlug(value);
  return slug === undefined ? undefined : brandOptions.find((option) => option.slug === slug);
};

const searchKey = (text: string) => text.toLowerCase().replace(/[\s.\-_]+/g, "");

/** Whether an option matches the search text: by its shown name or its slug, ignoring case, spaces and dashes. */
export const matchesQuery = (option: IconOption, name: string, query: string): boolean => {
  const wanted = searchKey(query);
  if (wanted === "") return true;
  return searchKey(name).includes(wanted) || searchKey(option.slug).includes(wanted);
};
