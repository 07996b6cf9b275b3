/** The 14 built-in sections, in the order of the builder's left panel (after basics). */
export const sectionKeys = [
  "summary",
  "education",
  "experience",
  "internship",
  "projects",
  "certifications",
  "languages",
  "skills",
  "profiles",
  "awards",
  "interests",
  "publications",
  "volunteer",
  "references",
] as const;

export type SectionKey = (typeof sectionKeys)[number];

/** Sections that hold a list of items: every built-in one except summary. */
export type ItemSectionKey = Exclude<SectionKey, "summary">;

export const itemSectionKeys = sectionKeys.filter((key): key is ItemSectionKey => key !== "summary");

export const defaultSectionNames = {
  summary: "Summary",
  education: "Education",
  experience: "Experience",
  internship: "Internship",
  projects: "Projects",
  certifications: "Certifications",
  languages: "Languages",
  skills: "Skills",
  profiles: "Profiles",
  awards: "Awards",
  interests: "Interests",
  publications: "Publications",
  volunteer: "Volunteering",
  references: "References",
} as const satisfies Record<SectionKey, string>;

export const defaultCustomSectionName = "Custom Section";

export const isSectionKey = (value: unknown): value is SectionKey =>
  typeof value === "string" && (sectionKeys as readonly string[]).includes(value);
