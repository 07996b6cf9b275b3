import { type ItemKind, itemKinds, localeIds, resumeText } from "@vitae/schema";

/** A section a heading names: a list kind, or the summary. */
export type SectionKind = ItemKind | "summary";

/** Headings people write in English for the sections, beyond the catalogues' own names. */
const englishSynonyms: Record<Exclude<SectionKind, "custom">, string[]> = {
  summary: [
    "profile",
    "about",
    "about me",
    "professional summary",
    "career summary",
    "objective",
    "career objective",
    "overview",
    "personal statement",
    "professional profile",
    "summary of qualifications",
  ],
  experience: [
    "work",
    "work experience",
    "work history",
    "professional experience",
    "employment",
    "employment history",
    "career history",
    "relevant experience",
    "experience",
    "professional background",
    "positions",
  ],
  internship: ["internships", "internship experience", "placements", "traineeships"],
  education: [
    "education and training",
    "academic background",
    "qualifications",
    "academic qualifications",
    "studies",
    "schooling",
  ],
  projects: [
    "projects",
    "personal projects",
    "selected projects",
    "side projects",
    "open source",
    "portfolio",
  ],
  certifications: [
    "certificates",
    "certification",
    "licenses",
    "licenses and certifications",
    "licences",
    "courses",
    "training",
  ],
  languages: ["language skills", "language"],
  skills: [
    "technical skills",
    "core skills",
    "key skills",
    "competencies",
    "core competencies",
    "expertise",
    "tools",
    "technologies",
    "skills and tools",
    "abilities",
  ],
  profiles: ["links", "social", "social profiles", "online profiles", "online presence", "contact"],
  awards: [
    "honors",
    "honours",
    "honors and awards",
    "achievements",
    "awards and honors",
    "accomplishments",
    "prizes",
  ],
  interests: ["hobbies", "hobbies and interests", "personal interests", "activities"],
  publications: ["papers", "articles", "research", "talks", "publications and talks", "presentations"],
  volunteer: [
    "volunteer",
    "volunteer experience",
    "volunteer work",
    "volunteering experience",
    "community",
    "community involvement",
  ],
  references: ["referees", "reference"],
};

/** A heading's text compared without case, accents' composition, a trailing colon, ampersands or extra spaces. */
export const headingKey = (text: string): string =>
  text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/&/g, " and ")
    .replace(/[\s:：.·|/_-]+/gu, " ")
    .trim();

type Known = { kind: SectionKind; locale: string };

const knownHeadings = (): Map<string, Known> => {
  const known = new Map<string, Known>();
  const add = (name: string, kind: SectionKind, locale: string) => {
    const key = headingKey(name);
    if (key !== "" && !known.has(key)) known.set(key, { kind, locale });
  };
  // English first, its synonyms next, so a name English shares with another language counts as English.
  const names = (locale: string) => resumeText(locale).sections;
  const kinds = [...itemKinds, "summary"].filter((kind) => kind !== "custom") as Exclude<
    SectionKind,
    "custom"
  >[];
  for (const kind of kinds) add(names("en-US")[kind], kind, "en-US");
  for (const [kind, synonyms] of Object.entries(englishSynonyms))
    for (const synonym of synonyms) add(synonym, kind as SectionKind, "en-US");
  for (const locale of localeIds.filter((locale) => locale !== "en-US"))
    for (const kind of kinds) add(names(locale)[kind], kind, locale);
  return known;
};

let headings: Map<string, Known> | undefined;

/** The section a heading names in any of the catalogues' languages or an English synonym; undefined if none. */
export const sectionOfHeading = (text: string): Known | undefined => {
  headings ??= knownHeadings();
  return headings.get(headingKey(text));
};
