import {
  type ItemSectionKey,
  type ResumeDataInput,
  requiredLabel,
  type SectionItem,
  type Url,
} from "@vitae/schema";
import { bulletedText, htmlToSummaryAndHighlights } from "../shared/html-text.ts";
import { hasRequired, hasRequiredField, profileItem, urlField } from "../shared/items.ts";
import { isRecord } from "../shared/json.ts";
import { join, type Warnings } from "../shared/result.ts";
import { dateRange, firstStr, isoDate, str, strList } from "../shared/text.ts";
import { singleDate, splitDateRange } from "./dates.ts";
import { levelOf } from "./levels.ts";
import { jsonResumeHtml, proseHtml } from "./text.ts";

export type Source = Record<string, unknown>;
export type JsonObject = Record<string, unknown>;

type Sections = NonNullable<ResumeDataInput["sections"]>;
/** What the import makes of one JSON Resume item: a Vitae item before it gets its id. */
export type ItemInput<K extends ItemSectionKey> = Omit<
  NonNullable<NonNullable<Sections[K]>["items"]>[number],
  "id"
>;

/** How one Vitae list section is written to and read from JSON Resume. */
export type SectionMapping<K extends ItemSectionKey> = {
  key: K;
  /** The JSON Resume list the export writes to (Internship shares `work`); `basics.profiles` for profiles. */
  target: string;
  /** The list the import reads from: the target, but for internships, which JSON Resume has no list for. */
  source: string;
  read: (item: Source, path: string, warnings: Warnings) => ItemInput<K> | null;
  write: (item: SectionItem<K>) => JsonObject;
};

/** Leaves out empty strings and empty lists, as JSON Resume files do (and its `format: uri` fields require). */
export const compact = (object: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  );

const href = (url: Url): string => url.href;

const period = (item: Source, path: string, warnings: Warnings): string =>
  dateRange(
    isoDate(item.startDate, join(path, "startDate"), warnings),
    isoDate(item.endDate, join(path, "endDate"), warnings),
  );

/** Rich text as JSON Resume's `summary` (the text) and `highlights` (the list items). */
const prose = (html: string) => htmlToSummaryAndHighlights(html);

/** A level word or number: the level on 0–5 and the words as the description. */
const levelled = (item: Source, textKey: string) => {
  const text = str(item[textKey]);
  return { description: text, level: levelOf(item.levelNum, text) };
};

export const locationText = (value: unknown): string => {
  if (!isRecord(value)) return str(value);
  return [value.address, value.city, value.region, value.postalCode, value.countryCode]
    .map((part) => str(part).replace(/\s*\n\s*/g, ", "))
    .filter(Boolean)
    .join(", ");
};

/** Work, internships and volunteering share one shape; the name field differs (`name`, `company`, `organization`). */
const readJob = (nameKeys: string[], label: string) => (item: Source, path: string, warnings: Warnings) => {
  warnings.unknownKeys(path, item, [
    ...nameKeys,
    "position",
    "location",
    "description",
    "url",
    "website",
    "startDate",
    "endDate",
    "summary",
    "highlights",
    "highlight",
  ]);
  const name = firstStr(item, ...nameKeys);
  if (!hasRequired(name, path, label, warnings)) return null;
  const description = str(item.description);
  return {
    name,
    position: str(item.position),
    location: locationText(item.location),
    date: period(item, path, warnings),
    url: urlField(firstStr(item, "url", "website"), join(path, "url"), warnings),
    // The company's one-line description has no field of its own; it leads the summary.
    summary: proseHtml(
      [description, str(item.summary)].filter(Boolean).join("\n\n"),
      strList(item.highlights ?? item.highlight),
    ),
  };
};

const readWork = (item: Source, path: string, warnings: Warnings) => {
  const job = readJob(["name", "company"], requiredLabel("experience", "company"))(item, path, warnings);
  if (job === null) return null;
  const { name, ...rest } = job;
  return { company: name, ...rest };
};

const writeWork = (item: SectionItem<"experience">): JsonObject =>
  compact({
    name: item.company,
    position: item.position,
    location: item.location,
    url: href(item.url),
    ...splitDateRange(item.date),
    ...prose(item.summary),
  });

/** Plain fields of awards, certificates and publications: a name, a date, a link and a summary. */
const readDated = (item: Source, path: string, warnings: Warnings, dateKey: string) => ({
  date: isoDate(item[dateKey], join(path, dateKey), warnings),
  url: urlField(firstStr(item, "url", "website"), join(path, "url"), warnings),
  summary: jsonResumeHtml(str(item.summary)),
});

const experience: SectionMapping<"experience"> = {
  key: "experience",
  target: "work",
  source: "work",
  read: readWork,
  write: writeWork,
};

const internship: SectionMapping<"internship"> = {
  key: "internship",
  target: "work",
  source: "internships",
  read: readWork,
  write: writeWork,
};

const volunteer: SectionMapping<"volunteer"> = {
  key: "volunteer",
  target: "volunteer",
  source: "volunteer",
  read: (item, path, warnings) => {
    const job = readJob(["organization", "name"], requiredLabel("volunteer", "organization"))(
      item,
      path,
      warnings,
    );
    if (job === null) return null;
    const { name, ...rest } = job;
    return { organization: name, ...rest };
  },
  write: (item) =>
    compact({
      organization: item.organization,
      position: item.position,
      url: href(item.url),
      ...splitDateRange(item.date),
      ...prose(item.summary),
    }),
};

const education: SectionMapping<"education"> = {
  key: "education",
  target: "education",
  source: "education",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, [
      "institution",
      "url",
      "area",
      "studyType",
      "degree",
      "startDate",
      "endDate",
      "score",
      "gpa",
      "courses",
      "summary",
    ]);
    const institution = str(item.institution);
    if (!hasRequiredField("education", "institution", institution, path, warnings)) return null;
    const courses = strList(item.courses);
    // `summary` is no JSON Resume field, but tools (and older Vitae exports) write one: it leads, the courses follow.
    const summary = str(item.summary);
    return {
      institution,
      studyType: firstStr(item, "studyType", "degree"),
      area: str(item.area),
      score: firstStr(item, "score", "gpa"),
      date: period(item, path, warnings),
      url: urlField(item.url, join(path, "url"), warnings),
      summary: proseHtml(
        [summary, courses.length > 0 ? "Courses:" : ""].filter(Boolean).join("\n\n"),
        courses,
      ),
    };
  },
  write: (item) =>
    compact({
      institution: item.institution,
      url: href(item.url),
      area: item.area,
      studyType: item.studyType,
      ...splitDateRange(item.date),
      score: item.score,
      // The list items are the courses; JSON Resume has no place for the rest of the text.
      courses: prose(item.summary).highlights,
    }),
};

const awards: SectionMapping<"awards"> = {
  key: "awards",
  target: "awards",
  source: "awards",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["title", "date", "awarder", "summary", "url", "website"]);
    const title = str(item.title);
    if (!hasRequiredField("awards", "title", title, path, warnings)) return null;
    return { title, awarder: str(item.awarder), ...readDated(item, path, warnings, "date") };
  },
  write: (item) =>
    compact({
      title: item.title,
      date: singleDate(item.date),
      awarder: item.awarder,
      summary: bulletedText(item.summary),
    }),
};

const certifications: SectionMapping<"certifications"> = {
  key: "certifications",
  target: "certificates",
  source: "certificates",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["name", "date", "url", "website", "issuer", "summary"]);
    const name = str(item.name);
    if (!hasRequiredField("certifications", "name", name, path, warnings)) return null;
    return { name, issuer: str(item.issuer), ...readDated(item, path, warnings, "date") };
  },
  write: (item) =>
    compact({ name: item.name, date: singleDate(item.date), url: href(item.url), issuer: item.issuer }),
};

const publications: SectionMapping<"publications"> = {
  key: "publications",
  target: "publications",
  source: "publications",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["name", "publisher", "releaseDate", "url", "website", "summary"]);
    const name = str(item.name);
    if (!hasRequiredField("publications", "name", name, path, warnings)) return null;
    return { name, publisher: str(item.publisher), ...readDated(item, path, warnings, "releaseDate") };
  },
  write: (item) =>
    compact({
      name: item.name,
      publisher: item.publisher,
      releaseDate: singleDate(item.date),
      url: href(item.url),
      summary: bulletedText(item.summary),
    }),
};

const skills: SectionMapping<"skills"> = {
  key: "skills",
  target: "skills",
  source: "skills",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["name", "level", "levelNum", "keywords", "keyword"]);
    return {
      name: str(item.name),
      ...levelled(item, "level"),
      keywords: strList(item.keywords ?? item.keyword),
    };
  },
  write: (item) => compact({ name: item.name, level: item.description, keywords: item.keywords }),
};

const languages: SectionMapping<"languages"> = {
  key: "languages",
  target: "languages",
  source: "languages",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["language", "name", "fluency", "level", "levelNum"]);
    return {
      name: firstStr(item, "language", "name"),
      ...levelled(item, item.fluency === undefined ? "level" : "fluency"),
    };
  },
  write: (item) => compact({ language: item.name, fluency: item.description }),
};

const interests: SectionMapping<"interests"> = {
  key: "interests",
  target: "interests",
  source: "interests",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["name", "keywords"]);
    const name = str(item.name);
    return hasRequiredField("interests", "name", name, path, warnings)
      ? { name, keywords: strList(item.keywords) }
      : null;
  },
  write: (item) => compact({ name: item.name, keywords: item.keywords }),
};

const references: SectionMapping<"references"> = {
  key: "references",
  target: "references",
  source: "references",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, ["name", "reference", "relationship"]);
    const name = str(item.name);
    if (!hasRequiredField("references", "name", name, path, warnings)) return null;
    return { name, description: str(item.relationship), summary: jsonResumeHtml(str(item.reference)) };
  },
  write: (item) => compact({ name: item.name, reference: bulletedText(item.summary) }),
};

const projects: SectionMapping<"projects"> = {
  key: "projects",
  target: "projects",
  source: "projects",
  read: (item, path, warnings) => {
    warnings.unknownKeys(path, item, [
      "name",
      "description",
      "highlights",
      "keywords",
      "startDate",
      "endDate",
      "url",
      "website",
      "roles",
      "entity",
      "summary",
      "type",
    ]);
    const name = str(item.name);
    if (!hasRequiredField("projects", "name", name, path, warnings)) return null;
    const roles = strList(item.roles);
    const details = [str(item.entity), str(item.type), roles.join(", ")].filter(Boolean).join(" · ");
    return {
      name,
      description: str(item.description),
      date: period(item, path, warnings),
      url: urlField(firstStr(item, "url", "website"), join(path, "url"), warnings),
      summary: proseHtml([details, str(item.summary)].filter(Boolean).join("\n\n"), strList(item.highlights)),
      keywords: strList(item.keywords),
    };
  },
  write: (item) => {
    // JSON Resume projects have no summary: its text follows the one-line description.
    const { summary, highlights } = prose(item.summary);
    return compact({
      name: item.name,
      description: [item.description, summary].filter(Boolean).join("\n\n"),
      highlights,
      keywords: item.keywords,
      ...splitDateRange(item.date),
      url: href(item.url),
    });
  },
};

const profiles: SectionMapping<"profiles"> = {
  key: "profiles",
  target: "basics.profiles",
  source: "basics.profiles",
  read: (item, path, warnings) => profileItem(item, path, warnings),
  write: (item) => compact({ network: item.network, username: item.username, url: href(item.url) }),
};

/** Every Vitae list section, in the order JSON Resume lists them (and the import reports on them). */
export const sectionMappings = [
  profiles,
  experience,
  internship,
  volunteer,
  education,
  awards,
  certifications,
  publications,
  skills,
  languages,
  interests,
  references,
  projects,
] as const;

export type AnyMapping = (typeof sectionMappings)[number];

/** JSON Resume's own lists, in its order; the export writes them in this order. */
export const jsonResumeLists = [
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
] as const;
