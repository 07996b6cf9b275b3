import type { ResumeDataInput } from "@vitae/schema";
import { hasRequired, mapItems, profileItem, urlField } from "../shared/items.ts";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import {
  type CustomSectionDraft,
  finish,
  type ImportResult,
  isEmptyValue,
  join,
  Warnings,
} from "../shared/result.ts";
import {
  dateRange,
  email,
  firstStr,
  isoDate,
  markdownToHtml,
  str,
  strList,
  summaryHtml,
  url,
} from "../shared/text.ts";
import { levelOf } from "./levels.ts";

type Source = Record<string, unknown>;
type Sections = NonNullable<ResumeDataInput["sections"]>;

/** Keys every JSON Resume file may carry that describe the file, not the person. */
const fileKeys = ["$schema", "meta"];
const sectionKeys = [
  "basics",
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
  "internships",
];

const period = (item: Source, path: string, warnings: Warnings): string =>
  dateRange(
    isoDate(item.startDate, join(path, "startDate"), warnings),
    isoDate(item.endDate, join(path, "endDate"), warnings),
  );

const link = urlField;

/** A level word or number: the level on 0–5 and the words as the description, as the spec says. */
const levelled = (item: Source, textKey: string) => {
  const text = str(item[textKey]);
  return { description: text, level: levelOf(item.levelNum, text) };
};

const location = (value: unknown): string => {
  if (!isRecord(value)) return str(value);
  return [value.address, value.city, value.region, value.postalCode, value.countryCode]
    .map((part) => str(part).replace(/\s*\n\s*/g, ", "))
    .filter(Boolean)
    .join(", ");
};

const basicsOf = (basics: Source, warnings: Warnings) => {
  warnings.unknownKeys("basics", basics, [
    "name",
    "label",
    "image",
    "picture",
    "email",
    "phone",
    "url",
    "website",
    "summary",
    "location",
    "profiles",
  ]);
  if (isRecord(basics.location))
    warnings.unknownKeys("basics.location", basics.location, [
      "address",
      "postalCode",
      "city",
      "region",
      "countryCode",
    ]);
  return {
    name: str(basics.name),
    headline: str(basics.label),
    email: email(basics.email, "basics.email", warnings),
    phone: str(basics.phone),
    location: location(basics.location),
    url: { label: "", href: url(firstStr(basics, "url", "website"), "basics.url", warnings) },
    picture: { url: url(firstStr(basics, "image", "picture"), "basics.image", warnings) },
  };
};

const profilesOf = (basics: Source, warnings: Warnings) =>
  mapItems(basics.profiles, "basics.profiles", warnings, (profile, path) =>
    profileItem(profile, path, warnings),
  );

const workLike = (nameKeys: string[], label: string, warnings: Warnings) => (item: Source, path: string) => {
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
    location: str(item.location),
    date: period(item, path, warnings),
    url: link(firstStr(item, "url", "website"), join(path, "url"), warnings),
    // The company's one-line description has no field of its own; it leads the summary.
    summary: summaryHtml(
      [description, str(item.summary)].filter(Boolean).join("\n\n"),
      strList(item.highlights ?? item.highlight),
    ),
  };
};

const sectionsOf = (source: Source, warnings: Warnings): Sections => {
  const basics = isRecord(source.basics) ? source.basics : {};
  const work = (key: string) =>
    mapItems(source[key], key, warnings, workLike(["name", "company"], "Company", warnings)).map(
      ({ name, ...rest }) => ({
        company: name,
        ...rest,
      }),
    );
  return {
    summary: { content: markdownToHtml(str(basics.summary)) },
    profiles: { items: profilesOf(basics, warnings) },
    experience: { items: work("work") },
    internship: { items: work("internships") },
    volunteer: {
      items: mapItems(
        source,
        "volunteer",
        warnings,
        workLike(["organization", "name"], "Organization", warnings),
      ).map(({ name, ...rest }) => ({ organization: name, ...rest })),
    },
    education: {
      items: mapItems(source.education, "education", warnings, (item, path) => {
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
        ]);
        const institution = str(item.institution);
        if (!hasRequired(institution, path, "Institution", warnings)) return null;
        const courses = strList(item.courses);
        return {
          institution,
          studyType: firstStr(item, "studyType", "degree"),
          area: str(item.area),
          score: firstStr(item, "score", "gpa"),
          date: period(item, path, warnings),
          url: link(item.url, join(path, "url"), warnings),
          summary: summaryHtml(courses.length > 0 ? "Courses:" : "", courses),
        };
      }),
    },
    awards: {
      items: mapItems(source.awards, "awards", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["title", "date", "awarder", "summary", "url"]);
        const title = str(item.title);
        if (!hasRequired(title, path, "Title", warnings)) return null;
        return {
          title,
          awarder: str(item.awarder),
          date: isoDate(item.date, join(path, "date"), warnings),
          url: link(item.url, join(path, "url"), warnings),
          summary: markdownToHtml(str(item.summary)),
        };
      }),
    },
    certifications: {
      items: mapItems(source.certificates, "certificates", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "date", "url", "issuer", "summary"]);
        const name = str(item.name);
        if (!hasRequired(name, path, "Name", warnings)) return null;
        return {
          name,
          issuer: str(item.issuer),
          date: isoDate(item.date, join(path, "date"), warnings),
          url: link(item.url, join(path, "url"), warnings),
          summary: markdownToHtml(str(item.summary)),
        };
      }),
    },
    publications: {
      items: mapItems(source.publications, "publications", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "publisher", "releaseDate", "url", "summary"]);
        const name = str(item.name);
        if (!hasRequired(name, path, "Name", warnings)) return null;
        return {
          name,
          publisher: str(item.publisher),
          date: isoDate(item.releaseDate, join(path, "releaseDate"), warnings),
          url: link(item.url, join(path, "url"), warnings),
          summary: markdownToHtml(str(item.summary)),
        };
      }),
    },
    skills: {
      items: mapItems(source.skills, "skills", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "level", "levelNum", "keywords", "keyword"]);
        return {
          name: str(item.name),
          ...levelled(item, "level"),
          keywords: strList(item.keywords ?? item.keyword),
        };
      }),
    },
    languages: {
      items: mapItems(source.languages, "languages", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["language", "name", "fluency", "level", "levelNum"]);
        return {
          name: firstStr(item, "language", "name"),
          ...levelled(item, item.fluency === undefined ? "level" : "fluency"),
        };
      }),
    },
    interests: {
      items: mapItems(source.interests, "interests", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "keywords"]);
        const name = str(item.name);
        return !hasRequired(name, path, "Name", warnings) ? null : { name, keywords: strList(item.keywords) };
      }),
    },
    references: {
      items: mapItems(source.references, "references", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "reference", "relationship"]);
        const name = str(item.name);
        if (!hasRequired(name, path, "Name", warnings)) return null;
        return { name, description: str(item.relationship), summary: markdownToHtml(str(item.reference)) };
      }),
    },
    projects: {
      items: mapItems(source.projects, "projects", warnings, (item, path) => {
        warnings.unknownKeys(path, item, [
          "name",
          "description",
          "highlights",
          "keywords",
          "startDate",
          "endDate",
          "url",
          "roles",
          "entity",
          "summary",
          "type",
        ]);
        const name = str(item.name);
        if (!hasRequired(name, path, "Name", warnings)) return null;
        const roles = strList(item.roles);
        const details = [str(item.entity), str(item.type), roles.join(", ")].filter(Boolean).join(" · ");
        return {
          name,
          description: str(item.description),
          date: period(item, path, warnings),
          url: link(item.url, join(path, "url"), warnings),
          summary: summaryHtml(
            [details, str(item.summary)].filter(Boolean).join("\n\n"),
            strList(item.highlights),
          ),
          keywords: strList(item.keywords),
        };
      }),
    },
  };
};

const titleOf = (key: string): string =>
  key.replace(/[_-]+/g, " ").replace(/^./, (first) => first.toUpperCase());

/**
 * Themes add their own top-level keys (`objectives`, `strengths`, …). Text or lists of text become custom sections,
 * one item per entry, so nothing a person wrote is lost; anything else is reported.
 */
const extensionSections = (source: Source, warnings: Warnings): CustomSectionDraft[] => {
  const drafts: CustomSectionDraft[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (sectionKeys.includes(key) || fileKeys.includes(key) || isEmptyValue(value)) continue;
    const values = typeof value === "string" ? [value] : Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === "string")) {
      warnings.add(key, "Not carried over: Vitae has no field for it");
      continue;
    }
    const texts = values.map(str).filter(Boolean);
    if (texts.length === 0) continue;
    drafts.push({ name: titleOf(key), items: texts.map((text) => ({ summary: markdownToHtml(text) })) });
    warnings.add(key, `Not part of JSON Resume: kept as the custom section "${titleOf(key)}"`);
  }
  return drafts;
};

/** JSON Resume v1.0.0 (and the older shapes still in the wild) to Vitae resume data. */
export const convertJsonResume = (input: ImportInput): ImportResult => {
  const source = parseJsonObject(input);
  const warnings = new Warnings();
  const basics = isRecord(source.basics) ? source.basics : {};
  const data: ResumeDataInput = {
    basics: basicsOf(basics, warnings),
    sections: sectionsOf(source, warnings),
  };
  return finish(data, warnings, extensionSections(source, warnings));
};
