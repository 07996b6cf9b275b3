import { createId, type ResumeDataInput } from "@vitae/schema";
import { hasRequiredField, mapItems, urlField } from "../shared/items.ts";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import { finish, ImportError, type ImportResult, join, Warnings } from "../shared/result.ts";
import { dateRange, markdownToHtml, str, strList, url } from "../shared/text.ts";

type Source = Record<string, unknown>;

/** A provider date `{ day, month, year }` as YYYY-MM-DD, YYYY-MM or YYYY. */
const dateOf = (value: unknown): string => {
  if (!isRecord(value) || typeof value.year !== "number") return "";
  const pad = (part: number) => String(part).padStart(2, "0");
  const year = String(value.year).padStart(4, "0");
  // A day means nothing without its month, so a date missing the month is only its year.
  if (typeof value.month !== "number") return year;
  return typeof value.day === "number"
    ? `${year}-${pad(value.month)}-${pad(value.day)}`
    : `${year}-${pad(value.month)}`;
};

const period = (item: Source): string => dateRange(dateOf(item.starts_at), dateOf(item.ends_at));

const link = (item: Source, key: string, path: string, warnings: Warnings) =>
  urlField(item[key], join(path, key), warnings);

// Keys of the provider's answer that describe the profile page, not the person's resume.
const pageKeys = [
  "public_identifier",
  "background_cover_image_url",
  "connections",
  "follower_count",
  "people_also_viewed",
  "similarly_named_profiles",
  "recommendations",
  "activities",
  "articles",
  "groups",
];

/**
 * A LinkedIn profile as the configured profile provider returns it (the widely used "person profile" shape:
 * snake_case fields, dates as `{ day, month, year }`) to Vitae resume data.
 */
export const convertLinkedInProfile = (input: ImportInput | Source, givenProfileUrl = ""): ImportResult => {
  const source = typeof input === "string" || input instanceof Uint8Array ? parseJsonObject(input) : input;
  const name =
    str(source.full_name) || [str(source.first_name), str(source.last_name)].filter(Boolean).join(" ");
  if (name === "" && !Array.isArray(source.experiences))
    throw new ImportError("The profile provider sent no profile", [
      { path: "full_name", message: "full_name is required" },
    ]);
  const warnings = new Warnings();
  const profileUrl = url(givenProfileUrl, "url", warnings);
  warnings.unknownKeys("", source, [
    ...pageKeys,
    "full_name",
    "first_name",
    "last_name",
    "headline",
    "summary",
    "occupation",
    "city",
    "state",
    "country",
    "country_full_name",
    "profile_pic_url",
    "experiences",
    "education",
    "languages",
    "skills",
    "certifications",
    "accomplishment_projects",
    "accomplishment_honors_awards",
    "accomplishment_publications",
    "volunteer_work",
  ]);
  const location = [source.city, source.state, source.country_full_name].map(str).filter(Boolean).join(", ");
  const data: ResumeDataInput = {
    basics: {
      name,
      headline: str(source.headline) || str(source.occupation),
      location,
      picture: { url: url(source.profile_pic_url, "profile_pic_url", warnings) },
    },
    sections: {
      summary: { content: markdownToHtml(str(source.summary)) },
      profiles: {
        items:
          profileUrl === ""
            ? []
            : [
                {
                  id: createId(),
                  network: "LinkedIn",
                  icon: "linkedin",
                  username:
                    str(source.public_identifier) || profileUrl.replace(/\/+$/, "").split("/").pop() || name,
                  url: { label: "", href: profileUrl },
                },
              ],
      },
      experience: {
        items: mapItems(source.experiences, "experiences", warnings, (item, path) => {
          const company = str(item.company);
          if (!hasRequiredField("experience", "company", company, path, warnings)) return null;
          return {
            company,
            position: str(item.title),
            location: str(item.location),
            date: period(item),
            url: link(item, "company_linkedin_profile_url", path, warnings),
            summary: markdownToHtml(str(item.description)),
          };
        }),
      },
      education: {
        items: mapItems(source.education, "education", warnings, (item, path) => {
          const institution = str(item.school);
          if (!hasRequiredField("education", "institution", institution, path, warnings)) return null;
          return {
            institution,
            studyType: str(item.degree_name),
            area: str(item.field_of_study),
            score: str(item.grade),
            date: period(item),
            summary: markdownToHtml(
              [str(item.description), str(item.activities_and_societies)].filter(Boolean).join("\n\n"),
            ),
          };
        }),
      },
      certifications: {
        items: mapItems(source.certifications, "certifications", warnings, (item, path) => {
          const certificate = str(item.name);
          if (!hasRequiredField("certifications", "name", certificate, path, warnings)) return null;
          return {
            name: certificate,
            issuer: str(item.authority),
            date: dateOf(item.starts_at),
            credentialId: str(item.license_number),
            url: link(item, "url", path, warnings),
          };
        }),
      },
      projects: {
        items: mapItems(source.accomplishment_projects, "accomplishment_projects", warnings, (item, path) => {
          const title = str(item.title);
          if (!hasRequiredField("projects", "name", title, path, warnings)) return null;
          return {
            name: title,
            date: period(item),
            url: link(item, "url", path, warnings),
            summary: markdownToHtml(str(item.description)),
          };
        }),
      },
      awards: {
        items: mapItems(
          source.accomplishment_honors_awards,
          "accomplishment_honors_awards",
          warnings,
          (item, path) => {
            const title = str(item.title);
            if (!hasRequiredField("awards", "title", title, path, warnings)) return null;
            return {
              title,
              awarder: str(item.issuer),
              date: dateOf(item.issued_on),
              summary: markdownToHtml(str(item.description)),
            };
          },
        ),
      },
      publications: {
        items: mapItems(
          source.accomplishment_publications,
          "accomplishment_publications",
          warnings,
          (item, path) => {
            const title = str(item.name);
            if (!hasRequiredField("publications", "name", title, path, warnings)) return null;
            return {
              name: title,
              publisher: str(item.publisher),
              date: dateOf(item.published_on),
              url: link(item, "url", path, warnings),
              summary: markdownToHtml(str(item.description)),
            };
          },
        ),
      },
      volunteer: {
        items: mapItems(source.volunteer_work, "volunteer_work", warnings, (item, path) => {
          const organization = str(item.company);
          if (!hasRequiredField("volunteer", "organization", organization, path, warnings)) return null;
          return {
            organization,
            position: str(item.title),
            date: period(item),
            summary: markdownToHtml([str(item.cause), str(item.description)].filter(Boolean).join("\n\n")),
          };
        }),
      },
      skills: { items: strList(source.skills).map((skill) => ({ id: createId(), name: skill })) },
      languages: { items: strList(source.languages).map((language) => ({ id: createId(), name: language })) },
    },
  };
  return finish(data, warnings);
};
