import type { CustomItem } from "@vitae/schema";
import { urlField } from "../shared/items.ts";
import { isRecord } from "../shared/json.ts";
import { type CustomSectionDraft, isEmptyValue, join, type Warnings } from "../shared/result.ts";
import { dateRange, isoDate, str, strList } from "../shared/text.ts";
import { locationText, type Source } from "./sections.ts";
import { jsonResumeHtml, proseHtml } from "./text.ts";

/**
 * Names people give JSON Resume's lists in hand-written files and other tools, compared without case, spaces,
 * dashes and underscores (`Work_Experience` is `workexperience`).
 */
const aliases: Record<string, string> = {
  experience: "work",
  experiences: "work",
  workexperience: "work",
  employment: "work",
  employments: "work",
  employmenthistory: "work",
  jobs: "work",
  positions: "work",
  internship: "internships",
  volunteering: "volunteer",
  volunteerwork: "volunteer",
  volunteerexperience: "volunteer",
  school: "education",
  schools: "education",
  educations: "education",
  studies: "education",
  award: "awards",
  honors: "awards",
  honours: "awards",
  certifications: "certificates",
  certification: "certificates",
  certificate: "certificates",
  licenses: "certificates",
  licences: "certificates",
  publication: "publications",
  skill: "skills",
  language: "languages",
  interest: "interests",
  hobbies: "interests",
  reference: "references",
  recommendations: "references",
  project: "projects",
  profiles: "basics.profiles",
  socialprofiles: "basics.profiles",
};

const holdsObjects = (value: unknown): boolean =>
  isRecord(value) || (Array.isArray(value) && value.some(isRecord));

/** The JSON Resume list a top-level key stands for, when it is a common other name holding objects. */
export const aliasOf = (key: string, value: unknown): string | undefined => {
  const normalised = key.toLowerCase().replace(/[\s_-]+/g, "");
  return Object.hasOwn(aliases, normalised) && holdsObjects(value) ? aliases[normalised] : undefined;
};

/** `openSourceWork` or `open_source-work` as "Open source work". */
export const titleOf = (key: string): string =>
  key
    .replace(
      /([a-z\d])([A-Z])(?=[a-z])/g,
      (_match, before: string, capital: string) => `${before} ${capital.toLowerCase()}`,
    )
    .replace(/[_-]+/g, " ")
    .trim()
    .replace(/^./, (first) => first.toUpperCase());

/**
 * Any object as a custom item: the usual JSON Resume names fill its fields (a name, a subtitle, dates, a place, a
 * link, a summary with highlights, keywords); the keys left over are reported. Null when nothing was kept.
 */
const customItem = (item: Source, path: string, warnings: Warnings): Partial<CustomItem> | null => {
  const used: string[] = [];
  const keyOf = (...keys: string[]): string | undefined => {
    const key = keys.find((candidate) => str(item[candidate]) !== "");
    if (key !== undefined) used.push(key);
    return key;
  };
  const take = (...keys: string[]): string => {
    const key = keyOf(...keys);
    return key === undefined ? "" : str(item[key]);
  };
  const takeDate = (...keys: string[]): string => {
    const key = keyOf(...keys);
    return key === undefined ? "" : isoDate(item[key], join(path, key), warnings);
  };
  const list = (key: string): string[] => {
    const values = strList(item[key]);
    if (values.length > 0) used.push(key);
    return values;
  };
  const name = take("name", "title", "institution", "organization", "company", "language", "network");
  const description = take(
    ...["position", "role", "subtitle", "studyType", "degree", "area", "issuer", "awarder", "publisher"],
    ...["level", "fluency", "description"],
  );
  const date = takeDate("date", "releaseDate") || dateRange(takeDate("startDate"), takeDate("endDate"));
  const location = locationText(item.location);
  if (location !== "") used.push("location");
  const url = urlField(take("url", "website"), join(path, "url"), warnings);
  const summary = proseHtml(take("summary"), list("highlights"));
  const keywords = [...list("keywords"), ...list("tags")];
  warnings.unknownKeys(path, item, used);
  const fields = { name, description, date, location, url, summary, keywords };
  return used.length === 0 ? null : fields;
};

/**
 * A top-level key JSON Resume does not have (themes add `objectives`, `strengths`, …; tools add `hackathons`): text
 * and objects become a custom section, one item per entry, so nothing a person wrote is lost; anything else is
 * reported.
 */
export const customSectionOf = (key: string, value: unknown, warnings: Warnings): CustomSectionDraft[] => {
  if (isEmptyValue(value)) return [];
  const entries = Array.isArray(value) ? value : [value];
  if (!entries.some((entry) => typeof entry === "string" || isRecord(entry))) {
    warnings.add(key, "Not carried over: Vitae has no field for it");
    return [];
  }
  const items = entries.flatMap((entry, index): Partial<CustomItem>[] => {
    const path = Array.isArray(value) ? join(key, index) : key;
    if (isRecord(entry)) {
      const item = customItem(entry, path, warnings);
      return item === null ? [] : [item];
    }
    const text = str(entry);
    if (text !== "") return [{ summary: jsonResumeHtml(text) }];
    if (!isEmptyValue(entry)) warnings.add(path, "Not an object, left out");
    return [];
  });
  if (items.length === 0) return [];
  const name = titleOf(key);
  warnings.add(key, `Not part of JSON Resume: kept as the custom section "${name}"`);
  return [{ name, items }];
};
