import {
  createId,
  type ItemSectionKey,
  type ResumeDataInput,
  requiredLabel,
  toCustomLayoutId,
} from "@vitae/schema";
import { levelOf } from "../json-resume/levels.ts";
import { isRecord } from "../shared/json.ts";
import { join } from "../shared/result.ts";
import { escapeHtml, firstStr, markdownToHtml, str, strList, summaryHtml } from "../shared/text.ts";
import {
  type Context,
  link,
  mapItems,
  period,
  pick,
  required,
  type Source,
  sectionShell,
} from "./v3-fields.ts";

export type Sections = NonNullable<ResumeDataInput["sections"]>;
type CustomSections = NonNullable<Sections["custom"]>;
type ItemOf<K extends ItemSectionKey> = Omit<NonNullable<NonNullable<Sections[K]>["items"]>[number], "id">;
type CustomItemInput = Omit<NonNullable<CustomSections[string]["items"]>[number], "id">;
type Mapper<K extends ItemSectionKey> = (item: Source, path: string, context: Context) => ItemOf<K> | null;

const rich = (value: unknown): string => markdownToHtml(str(value));

/** The fields most v3 items share: a date or range, a link and a Markdown summary. */
const dated = (item: Source, path: string, context: Context) => ({
  date: period(item.date, join(path, "date"), context),
  url: link(item.url, join(path, "url"), context.warnings),
  summary: rich(item.summary),
});

/** A required text field: null (and a warning) when it is empty. */
const need = (item: Source, key: string, path: string, label: string, context: Context): string | null => {
  const value = str(item[key]);
  return required(value, path, label, context.warnings) ? value : null;
};

const work: Mapper<"experience"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, ["id", "name", "position", "location", "date", "url", "summary"]);
  const company = need(item, "name", path, requiredLabel("experience", "company"), context);
  if (company === null) return null;
  return {
    company,
    position: str(item.position),
    location: str(item.location),
    ...dated(item, path, context),
  };
};

const volunteer: Mapper<"volunteer"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, [
    "id",
    "organization",
    "position",
    "location",
    "date",
    "url",
    "summary",
  ]);
  const organization = need(item, "organization", path, requiredLabel("volunteer", "organization"), context);
  if (organization === null) return null;
  return {
    organization,
    position: str(item.position),
    location: str(item.location),
    ...dated(item, path, context),
  };
};

const education: Mapper<"education"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, [
    ...["id", "institution", "degree", "studyType", "area", "score", "grade"],
    ...["date", "url", "summary", "courses"],
  ]);
  const institution = need(item, "institution", path, requiredLabel("education", "institution"), context);
  if (institution === null) return null;
  const courses = strList(item.courses);
  return {
    institution,
    studyType: firstStr(item, "degree", "studyType"),
    area: str(item.area),
    score: firstStr(item, "score", "grade"),
    ...dated(item, path, context),
    // Vitae has no course list: the courses follow the summary as bullets.
    summary: rich(item.summary) + (courses.length > 0 ? summaryHtml("Courses:", courses) : ""),
  };
};

const award: Mapper<"awards"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, ["id", "title", "awarder", "date", "url", "summary"]);
  const title = need(item, "title", path, requiredLabel("awards", "title"), context);
  return title === null ? null : { title, awarder: str(item.awarder), ...dated(item, path, context) };
};

const certification: Mapper<"certifications"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, ["id", "name", "issuer", "date", "url", "summary"]);
  const name = need(item, "name", path, requiredLabel("certifications", "name"), context);
  return name === null ? null : { name, issuer: str(item.issuer), ...dated(item, path, context) };
};

const publication: Mapper<"publications"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, ["id", "name", "publisher", "date", "url", "summary"]);
  const name = need(item, "name", path, requiredLabel("publications", "name"), context);
  return name === null ? null : { name, publisher: str(item.publisher), ...dated(item, path, context) };
};

const project: Mapper<"projects"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, [
    "id",
    "name",
    "description",
    "date",
    "url",
    "summary",
    "keywords",
  ]);
  const name = need(item, "name", path, requiredLabel("projects", "name"), context);
  if (name === null) return null;
  return {
    name,
    description: str(item.description),
    ...dated(item, path, context),
    keywords: strList(item.keywords),
  };
};

/** v3 levels run 0–10 (`levelNum`) with free words beside them (`level`): Vitae keeps floor(n / 2) and the words. */
const levelled = (item: Source) => {
  const words = str(item.level);
  return { description: words, level: levelOf(item.levelNum, words) };
};

const skill: Mapper<"skills"> = (item, path, { warnings }) => {
  warnings.unknownKeys(path, item, ["id", "name", "level", "levelNum", "keywords"]);
  return { name: str(item.name), ...levelled(item), keywords: strList(item.keywords) };
};

const language: Mapper<"languages"> = (item, path, { warnings }) => {
  warnings.unknownKeys(path, item, ["id", "name", "level", "levelNum"]);
  return { name: str(item.name), ...levelled(item) };
};

const interest: Mapper<"interests"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, ["id", "name", "keywords"]);
  const name = need(item, "name", path, requiredLabel("interests", "name"), context);
  return name === null ? null : { name, keywords: strList(item.keywords) };
};

const reference: Mapper<"references"> = (item, path, context) => {
  context.warnings.unknownKeys(path, item, [
    "id",
    "name",
    "relationship",
    "phone",
    "email",
    "url",
    "summary",
  ]);
  const name = need(item, "name", path, requiredLabel("references", "name"), context);
  if (name === null) return null;
  // Vitae references have no contact fields: the phone and e-mail lead the summary so they are not lost.
  const contact = [str(item.phone), str(item.email)].filter(Boolean).map(escapeHtml).join(" · ");
  return {
    name,
    description: str(item.relationship),
    url: link(item.url, join(path, "url"), context.warnings),
    summary: (contact === "" ? "" : `<p>${contact}</p>`) + rich(item.summary),
  };
};

type AnyMapper = (item: Source, path: string, context: Context) => object | null;

/** v3's built-in sections by key, with the Vitae section each becomes. A Map, so keys such as `constructor` miss. */
const builtIns = new Map<string, [ItemSectionKey, AnyMapper]>([
  ["work", ["experience", work]],
  ["education", ["education", education]],
  ["awards", ["awards", award]],
  ["certifications", ["certifications", certification]],
  ["publications", ["publications", publication]],
  ["skills", ["skills", skill]],
  ["languages", ["languages", language]],
  ["interests", ["interests", interest]],
  ["volunteer", ["volunteer", volunteer]],
  ["projects", ["projects", project]],
  ["references", ["references", reference]],
]);

// Custom items use title/subtitle; copies of built-in sections ("work-1", `isDuplicated`) keep their own fields.
const nameKeys = ["title", "name", "institution", "organization"];
const descriptionKeys = ["subtitle", "position", "degree", "issuer", "awarder", "publisher", "relationship"];

const customItem = (item: Source, path: string, context: Context): CustomItemInput => {
  const name = pick(item, nameKeys);
  const subtitle = pick(item, descriptionKeys);
  const used = [name.key, subtitle.key].filter((key): key is string => key !== undefined);
  const { warnings } = context;
  warnings.unknownKeys(path, item, [
    ...["id", "description", "date", "url", "summary", "keywords", "location", "level", "levelNum"],
    ...used,
  ]);
  if (typeof item.levelNum === "number")
    warnings.add(join(path, "levelNum"), "Not carried over: custom items in Vitae have no level");
  return {
    name: name.value,
    // The level's words have no field of their own either; they follow the subtitle.
    description: [subtitle.value, str(item.description), str(item.level)].filter(Boolean).join(" · "),
    location: str(item.location),
    ...dated(item, path, context),
    keywords: strList(item.keywords),
  };
};

/** A v3 key as a Vitae custom section id: kept when it is a plain id (UUIDs, "work-1"), else a new one. */
const customIdOf = (key: string): string => (/^[\w-]+$/.test(key) && key !== "__proto__" ? key : createId());

export type ConvertedSections = {
  sections: Sections;
  /** Each converted v3 section key with its Vitae layout id (`work` → `experience`, custom → `custom.<id>`). */
  layoutIds: Map<string, string>;
};

/** Every v3 section: the built-in ones to Vitae's, any other key (custom or duplicated) to a custom section. */
export const sectionsOf = (source: Source, context: Context): ConvertedSections => {
  const sections: Record<string, unknown> = {};
  const custom: CustomSections = {};
  const layoutIds = new Map<string, string>();
  for (const [key, section] of Object.entries(source)) {
    const path = join("sections", key);
    if (!isRecord(section)) {
      if (section !== null && section !== undefined) context.warnings.add(path, "Not a section, left out");
      continue;
    }
    const shell = sectionShell(section, path, context.warnings);
    const itemsPath = join(path, "items");
    const builtIn = builtIns.get(key);
    if (builtIn !== undefined) {
      const [target, map] = builtIn;
      sections[target] = {
        ...shell,
        items: mapItems(section.items, itemsPath, context.warnings, (item, at) => map(item, at, context)),
      };
      layoutIds.set(key, target);
      continue;
    }
    const id = customIdOf(key);
    custom[id] = {
      ...shell,
      id,
      items: mapItems(section.items, itemsPath, context.warnings, (item, at) =>
        customItem(item, at, context),
      ),
    };
    layoutIds.set(key, toCustomLayoutId(id));
  }
  return { sections: { ...sections, custom }, layoutIds };
};
