import type { ResumeData, Url } from "@vitae/schema";
import { htmlToSummaryAndHighlights, htmlToText } from "../shared/html-text.ts";
import { singleDate, splitDateRange } from "./dates.ts";

/** The JSON Resume schema this export follows. */
export const jsonResumeSchemaUrl =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

type JsonObject = Record<string, unknown>;

/** Leaves out empty strings and empty lists, as JSON Resume files do (and its `format: uri` fields require). */
const compact = (object: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  );

const visible = <T extends { visible: boolean }>(section: { visible: boolean; items: T[] }): T[] =>
  section.visible ? section.items.filter((item) => item.visible) : [];

const href = (url: Url): string => url.href;

/** Rich text as JSON Resume's `summary` (text) and `highlights` (the list items). */
const prose = (html: string) => {
  const { summary, highlights } = htmlToSummaryAndHighlights(html);
  return { summary, highlights };
};

/**
 * A Vitae resume as JSON Resume v1.0.0, for any JSON Resume theme or tool. Hidden sections and items are left out,
 * as they are on the printed resume; custom sections, layout and design have no place in the format (the Vitae
 * JSON export keeps everything). A few fields JSON Resume lacks ride along as extra properties, which the format
 * allows and Vitae's importer reads back: volunteer `location`, reference `relationship`, award `url`,
 * certificate `summary`.
 */
export const exportJsonResume = (data: ResumeData): JsonObject => {
  const { basics, sections } = data;
  const summary = sections.summary.visible ? htmlToText(sections.summary.content) : "";
  const work = [...visible(sections.experience), ...visible(sections.internship)].map((item) =>
    compact({
      name: item.company,
      position: item.position,
      location: item.location,
      url: href(item.url),
      ...splitDateRange(item.date),
      ...prose(item.summary),
    }),
  );
  return compact({
    $schema: jsonResumeSchemaUrl,
    basics: compact({
      name: basics.name,
      label: basics.headline,
      image: basics.picture.effects.hidden ? "" : basics.picture.url,
      email: basics.email,
      phone: basics.phone,
      url: href(basics.url),
      summary,
      location: basics.location === "" ? undefined : { address: basics.location },
      profiles: visible(sections.profiles).map((item) =>
        compact({ network: item.network, username: item.username, url: href(item.url) }),
      ),
    }),
    work,
    volunteer: visible(sections.volunteer).map((item) =>
      compact({
        organization: item.organization,
        position: item.position,
        location: item.location,
        url: href(item.url),
        ...splitDateRange(item.date),
        ...prose(item.summary),
      }),
    ),
    education: visible(sections.education).map((item) => {
      const { summary: text, highlights } = prose(item.summary);
      return compact({
        institution: item.institution,
        url: href(item.url),
        area: item.area,
        studyType: item.studyType,
        ...splitDateRange(item.date),
        score: item.score,
        // The importer writes courses as "Courses:" and a list; anything else in the summary has no field.
        courses: highlights,
        summary: text === "Courses:" ? "" : text,
      });
    }),
    awards: visible(sections.awards).map((item) =>
      compact({
        title: item.title,
        date: singleDate(item.date),
        awarder: item.awarder,
        url: href(item.url),
        summary: htmlToText(item.summary),
      }),
    ),
    certificates: visible(sections.certifications).map((item) =>
      compact({
        name: item.name,
        date: singleDate(item.date),
        url: href(item.url),
        issuer: item.issuer,
        summary: htmlToText(item.summary),
      }),
    ),
    publications: visible(sections.publications).map((item) =>
      compact({
        name: item.name,
        publisher: item.publisher,
        releaseDate: singleDate(item.date),
        url: href(item.url),
        summary: htmlToText(item.summary),
      }),
    ),
    skills: visible(sections.skills).map((item) =>
      compact({ name: item.name, level: item.description, keywords: item.keywords }),
    ),
    languages: visible(sections.languages).map((item) =>
      compact({ language: item.name, fluency: item.description }),
    ),
    interests: visible(sections.interests).map((item) =>
      compact({ name: item.name, keywords: item.keywords }),
    ),
    references: visible(sections.references).map((item) =>
      compact({ name: item.name, reference: htmlToText(item.summary), relationship: item.description }),
    ),
    projects: visible(sections.projects).map((item) =>
      compact({
        name: item.name,
        description: item.description,
        ...prose(item.summary),
        keywords: item.keywords,
        ...splitDateRange(item.date),
        url: href(item.url),
      }),
    ),
    meta: { version: "v1.0.0" },
  });
};
