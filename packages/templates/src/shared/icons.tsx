/** @jsxRuntime automatic */

import type { ResumeData } from "@vitae/schema";
import type { ReactNode } from "react";
import { brandIconSlug, useBrandIcon } from "./brand-icons.tsx";
import { profileIconSlug } from "./item-view.ts";

// Icons are decorative: aria-hidden, drawn in currentColor, 1em square, and absent when "hide icons" is on.

const strokeIcons = {
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18h3" />
    </>
  ),
  location: (
    <>
      <path d="M12 21.5s-7-6.1-7-11.5a7 7 0 0 1 14 0c0 5.4-7 11.5-7 11.5Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  link: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="3.8" ry="9" />
      <path d="M3 12h18" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type ContactIconName = keyof typeof strokeIcons;

/** The package's own contact icons, in the order an icon picker lists them. */
export const contactIconNames = Object.keys(strokeIcons) as readonly ContactIconName[];

/** The contact icon a slug names ("mail" and "envelope" are the e-mail icon), or undefined. */
export const contactIconOf = (slug: string): ContactIconName | undefined => {
  const key = slug.trim().toLowerCase();
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
};

const aliases: Record<string, ContactIconName> = {
  email: "email",
  mail: "email",
  envelope: "email",
  "envelope-simple": "email",
  at: "email",
  phone: "phone",
  mobile: "phone",
  telephone: "phone",
  "device-mobile": "phone",
  location: "location",
  "map-pin": "location",
  map: "location",
  address: "location",
  home: "location",
  house: "location",
  link: "link",
  globe: "link",
  website: "link",
  web: "link",
  url: "link",
  calendar: "calendar",
  "calendar-blank": "calendar",
  date: "calendar",
  birthday: "calendar",
};

const svgProps = {
  className: "vt-icon",
  focusable: false,
  viewBox: "0 0 24 24",
  width: "1em",
  height: "1em",
} as const;

/** One of the package's own contact icons (email, phone, location, link, calendar). */
export const ContactIcon = ({ name, hidden }: { name: ContactIconName; hidden: boolean }) =>
  hidden ? null : (
    <svg
      {...svgProps}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {strokeIcons[name]}
    </svg>
  );

/** A brand icon (simple-icons) by slug; nothing for an unknown slug or when icons are hidden. */
export const ProfileIcon = ({ slug, hidden }: { slug: string; hidden: boolean }) => {
  const normalised = brandIconSlug(slug);
  const icon = useBrandIcon(normalised ?? "");
  if (hidden || normalised === undefined || icon === undefined) return null;
  return (
    <svg {...svgProps} aria-hidden="true" fill="currentColor">
      <path d={icon.path} />
    </svg>
  );
};

/**
 * The icon for a custom field's or profile's slug: one of the package's own contact icons when the slug
 * names one (e.g. "calendar", "map-pin"), else the simple-icons brand icon, else nothing.
 */
export const SlugIcon = ({ slug, hidden }: { slug: string; hidden: boolean }) => {
  const own = contactIconOf(slug);
  if (own !== undefined) return <ContactIcon name={own} hidden={hidden} />;
  return <ProfileIcon slug={slug} hidden={hidden} />;
};

/**
 * The brand icons a resume can draw (custom fields' and profiles' slugs that are not one of the package's own
 * contact icons), sorted and without duplicates: what a browser renderer must load for BrandIconsProvider.
 */
export const brandIconSlugsOf = (data: ResumeData): string[] => {
  const candidates = [
    ...data.basics.customFields.map((field) => field.icon),
    ...data.sections.profiles.items.map(profileIconSlug),
  ];
  const slugs = candidates
    .filter((slug) => contactIconOf(slug) === undefined)
    .map(brandIconSlug)
    .filter((slug): slug is string => slug !== undefined);
  return [...new Set(slugs)].sort();
};
