import { createId, type ResumeDataInput } from "@vitae/schema";
import { hasRequired, hasRequiredField, mapItems, profileItem, urlField } from "../shared/items.ts";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import { finish, ImportError, type ImportResult, join, Warnings } from "../shared/result.ts";
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

type Source = Record<string, unknown>;

/** The contract's version this converter reads (docs/learning-platform.md). */
export const lpuContractVersion = 1;

// Proficiency words of the contract, on Vitae's 0–5 scale.
const proficiencyLevels: Record<string, number> = {
  basic: 1,
  intermediate: 3,
  professional: 4,
  fluent: 4,
  native: 5,
};

const period = (item: Source, path: string, warnings: Warnings): string => {
  const end = item.current === true ? "" : isoDate(item.endDate, join(path, "endDate"), warnings);
  return dateRange(isoDate(item.startDate, join(path, "startDate"), warnings), end);
};

const link = (item: Source, key: string, path: string, warnings: Warnings) =>
  urlField(item[key], join(path, key), warnings);

const job = (warnings: Warnings) => (item: Source, path: string) => {
  warnings.unknownKeys(path, item, [
    "company",
    "role",
    "location",
    "startDate",
    "endDate",
    "current",
    "description",
    "highlights",
    "url",
  ]);
  const company = str(item.company);
  if (!hasRequiredField("experience", "company", company, path, warnings)) return null;
  return {
    company,
    position: str(item.role),
    location: str(item.location),
    date: period(item, path, warnings),
    url: link(item, "url", path, warnings),
    summary: summaryHtml(str(item.description), strList(item.highlights)),
  };
};

const sectionsOf = (source: Source, user: Source, warnings: Warnings): ResumeDataInput["sections"] => ({
  summary: { content: markdownToHtml(str(user.summary)) },
  profiles: {
    items: mapItems(source.links, "links", warnings, (item, path) => profileItem(item, path, warnings)),
  },
  education: {
    items: mapItems(source.education, "education", warnings, (item, path) => {
      warnings.unknownKeys(path, item, [
        "institution",
        "degree",
        "field",
        "grade",
        "startDate",
        "endDate",
        "current",
        "description",
        "url",
      ]);
      const institution = str(item.institution);
      if (!hasRequiredField("education", "institution", institution, path, warnings)) return null;
      return {
        institution,
        studyType: str(item.degree),
        area: str(item.field),
        score: str(item.grade),
        date: period(item, path, warnings),
        url: link(item, "url", path, warnings),
        summary: markdownToHtml(str(item.description)),
      };
    }),
  },
  experience: { items: mapItems(source.experience, "experience", warnings, job(warnings)) },
  internship: { items: mapItems(source.internships, "internships", warnings, job(warnings)) },
  projects: {
    items: mapItems(source.projects, "projects", warnings, (item, path) => {
      warnings.unknownKeys(path, item, [
        "title",
        "description",
        "url",
        "startDate",
        "endDate",
        "current",
        "technologies",
        "highlights",
        "summary",
      ]);
      const name = str(item.title);
      if (!hasRequired(name, path, "Title", warnings)) return null;
      return {
        name,
        description: str(item.description),
        date: period(item, path, warnings),
        url: link(item, "url", path, warnings),
        summary: summaryHtml(str(item.summary), strList(item.highlights)),
        keywords: strList(item.technologies),
      };
    }),
  },
  certifications: {
    items: [
      ...mapItems(source.certifications, "certifications", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["name", "issuer", "date", "url", "credentialId"]);
        const name = str(item.name);
        if (!hasRequiredField("certifications", "name", name, path, warnings)) return null;
        return {
          name,
          issuer: str(item.issuer),
          date: isoDate(item.date, join(path, "date"), warnings),
          url: link(item, "url", path, warnings),
          credentialId: str(item.credentialId),
        };
      }),
      // Courses completed on the platform are certificates of completion.
      ...mapItems(source.courses, "courses", warnings, (item, path) => {
        warnings.unknownKeys(path, item, ["title", "provider", "completedOn", "certificateUrl", "grade"]);
        const name = str(item.title);
        if (!hasRequired(name, path, "Title", warnings)) return null;
        const grade = str(item.grade);
        return {
          name,
          issuer: str(item.provider),
          date: isoDate(item.completedOn, join(path, "completedOn"), warnings),
          url: link(item, "certificateUrl", path, warnings),
          summary: grade === "" ? "" : markdownToHtml(`Grade: ${grade}`),
        };
      }),
    ],
  },
  skills: {
    items: mapItems(source.skills, "skills", warnings, (item, path) => {
      warnings.unknownKeys(path, item, ["name", "level", "keywords"]);
      const level = typeof item.level === "number" ? Math.min(5, Math.max(0, Math.floor(item.level / 2))) : 1;
      return { name: str(item.name), level, keywords: strList(item.keywords) };
    }),
  },
  languages: {
    items: mapItems(source.languages, "languages", warnings, (item, path) => {
      warnings.unknownKeys(path, item, ["name", "proficiency"]);
      const proficiency = str(item.proficiency);
      return {
        name: str(item.name),
        description: proficiency,
        level: Object.hasOwn(proficiencyLevels, proficiency.toLowerCase())
          ? (proficiencyLevels[proficiency.toLowerCase()] ?? 1)
          : 1,
      };
    }),
  },
  awards: {
    items: mapItems(source.achievements, "achievements", warnings, (item, path) => {
      warnings.unknownKeys(path, item, ["title", "awarder", "date", "description", "url"]);
      const title = str(item.title);
      if (!hasRequiredField("awards", "title", title, path, warnings)) return null;
      return {
        title,
        awarder: str(item.awarder),
        date: isoDate(item.date, join(path, "date"), warnings),
        url: link(item, "url", path, warnings),
        summary: markdownToHtml(str(item.description)),
      };
    }),
  },
  interests: { items: strList(source.interests).map((name) => ({ id: createId(), name, keywords: [] })) },
  volunteer: {
    items: mapItems(source.volunteering, "volunteering", warnings, (item, path) => {
      // The job mapper wants a company: the organisation stands in, checked here under its own name.
      if (!hasRequiredField("volunteer", "organization", str(item.organization), path, warnings)) return null;
      const { company, ...rest } =
        job(warnings)({ ...item, company: item.organization, organization: undefined }, path) ?? {};
      return company === undefined ? null : { organization: company, ...rest };
    }),
  },
  publications: {
    items: mapItems(source.publications, "publications", warnings, (item, path) => {
      warnings.unknownKeys(path, item, ["title", "publisher", "date", "url", "description"]);
      const name = str(item.title);
      if (!hasRequired(name, path, "Title", warnings)) return null;
      return {
        name,
        publisher: str(item.publisher),
        date: isoDate(item.date, join(path, "date"), warnings),
        url: link(item, "url", path, warnings),
        summary: markdownToHtml(str(item.description)),
      };
    }),
  },
});

/**
 * The learning platform's profile (contract version 1, docs/learning-platform.md) to Vitae resume data. The platform
 * answers both the LPU Resume and the Coach LMS imports with it; a `{ data: profile }` envelope is accepted too.
 */
export const convertLpuProfile = (input: ImportInput | Source): ImportResult => {
  const file = typeof input === "string" || input instanceof Uint8Array ? parseJsonObject(input) : input;
  const source = isRecord(file.data) && isRecord(file.data.user) ? file.data : file;
  if (!isRecord(source.user))
    throw new ImportError("This is not a learning-platform profile", [
      { path: "user", message: "user is required" },
    ]);
  const warnings = new Warnings();
  if (source.version !== undefined && source.version !== lpuContractVersion)
    warnings.add(
      "version",
      `Contract version ${String(source.version)}: read as version ${lpuContractVersion}`,
    );
  warnings.unknownKeys("", source, [
    "version",
    "user",
    "links",
    "education",
    "experience",
    "internships",
    "projects",
    "certifications",
    "courses",
    "skills",
    "languages",
    "achievements",
    "interests",
    "volunteering",
    "publications",
  ]);
  const user = source.user;
  warnings.unknownKeys("user", user, [
    "name",
    "email",
    "phone",
    "headline",
    "location",
    "website",
    "photoUrl",
    "summary",
    "programme",
    "registrationNumber",
  ]);
  const programme = firstStr(user, "headline", "programme");
  const data: ResumeDataInput = {
    basics: {
      name: str(user.name),
      headline: programme,
      email: email(user.email, "user.email", warnings),
      phone: str(user.phone),
      location: str(user.location),
      url: { label: "", href: url(user.website, "user.website", warnings) },
      picture: { url: url(user.photoUrl, "user.photoUrl", warnings) },
      customFields:
        str(user.registrationNumber) === ""
          ? []
          : [
              {
                id: createId(),
                icon: "identification-card",
                name: "Registration number",
                value: str(user.registrationNumber),
              },
            ],
    },
    sections: sectionsOf(source, user, warnings),
  };
  return finish(data, warnings);
};
