import type { ResumeDataInput } from "@vitae/schema";
import { profileItem } from "../shared/items.ts";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import { finish, ImportError, type ImportIssue, type ImportResult, Warnings } from "../shared/result.ts";
import { email, markdownToHtml, str, url } from "../shared/text.ts";
import { link, mapItems, precisionOf, type Source } from "./v3-fields.ts";
import { layoutOf, metadataOf } from "./v3-metadata.ts";
import { sectionsOf } from "./v3-sections.ts";

type Picture = NonNullable<NonNullable<ResumeDataInput["basics"]>["picture"]>;

const notV3 = "This is not a Reactive Resume v3 export";

/** Other exports people may pick by mistake, named so the message says which importer to use instead. */
const lookalike = (source: Source): ImportIssue | undefined => {
  const { basics, sections } = source;
  if ("customSections" in source || (isRecord(source.picture) && isRecord(source.summary)))
    return { path: "", message: "It looks like a Reactive Resume v5 export, which Vitae does not read yet" };
  if (
    (isRecord(sections) && ["experience", "summary", "custom"].some((key) => isRecord(sections[key]))) ||
    (isRecord(basics) && (isRecord(basics.picture) || isRecord(basics.url) || "customFields" in basics))
  )
    return {
      path: "",
      message: "It looks like a Reactive Resume v4 or Vitae export: import it as that instead",
    };
  if (Array.isArray(source.work) || "$schema" in source || isRecord(source.meta))
    return { path: "", message: "It looks like a JSON Resume file: import it as JSON Resume instead" };
  return undefined;
};

const checkShape = (source: Source): void => {
  const issues: ImportIssue[] = [];
  const hint = lookalike(source);
  if (hint !== undefined) issues.push(hint);
  for (const key of ["basics", "sections"])
    if (!isRecord(source[key])) issues.push({ path: key, message: `A v3 export has a "${key}" object` });
  if (issues.length > 0) throw new ImportError(notV3, issues);
};

/** v3's photo shapes as Vitae's border-radius presets. A Map, so a shape such as `constructor` misses. */
const radii = new Map([
  ["square", 0],
  ["rounded-square", 6],
  ["rounded", 6],
  ["circle", 9999],
]);

const pictureOf = (photo: Source, warnings: Warnings): Picture => {
  warnings.unknownKeys("basics.photo", photo, ["url", "visible", "filters"]);
  const filters = isRecord(photo.filters) ? photo.filters : {};
  warnings.unknownKeys("basics.photo.filters", filters, ["size", "shape", "border", "grayscale"]);
  const picture: Picture = {
    url: url(photo.url, "basics.photo.url", warnings),
    effects: {
      hidden: photo.visible === false,
      border: filters.border === true,
      grayscale: filters.grayscale === true,
    },
  };
  if (typeof filters.size === "number" && Number.isFinite(filters.size))
    picture.size = Math.max(0, filters.size);
  const shape = str(filters.shape);
  const radius = radii.get(shape);
  if (radius !== undefined) picture.borderRadius = radius;
  else if (shape !== "")
    warnings.add("basics.photo.filters.shape", `Not a shape Vitae knows, left out: ${shape}`);
  return picture;
};

const locationOf = (location: unknown, warnings: Warnings): string => {
  if (!isRecord(location)) return str(location);
  warnings.unknownKeys("basics.location", location, ["address", "city", "region", "postalCode", "country"]);
  return [location.address, location.city, location.region, location.postalCode, location.country]
    .map((part) => str(part).replace(/\s*\n\s*/g, ", "))
    .filter(Boolean)
    .join(", ");
};

const basicsOf = (basics: Source, warnings: Warnings) => {
  warnings.unknownKeys("basics", basics, [
    ...["name", "headline", "email", "phone", "website", "location"],
    ...["photo", "summary", "profiles"],
  ]);
  return {
    name: str(basics.name),
    headline: str(basics.headline),
    email: email(basics.email, "basics.email", warnings),
    phone: str(basics.phone),
    location: locationOf(basics.location, warnings),
    url: link(basics.website, "basics.website", warnings),
    // Hand-edited files sometimes give the photo as a bare address.
    picture: pictureOf(isRecord(basics.photo) ? basics.photo : { url: basics.photo }, warnings),
  };
};

const profilesOf = (basics: Source, warnings: Warnings) =>
  mapItems(basics.profiles, "basics.profiles", warnings, (profile, path) =>
    profileItem(profile, path, warnings),
  );

/** Keys of a v3 resume record (the API's shape) that describe the stored record, not the résumé. */
const recordKeys = ["id", "shortId", "slug", "image", "user", "createdAt", "updatedAt"];

/** Reactive Resume v3 (3.x, before the v4 rewrite) JSON export to Vitae resume data. */
export const convertReactiveResumeV3 = (input: ImportInput): ImportResult => {
  const source = parseJsonObject(input);
  checkShape(source);
  const basics = source.basics as Source;
  const metadata = isRecord(source.metadata) ? source.metadata : {};
  const warnings = new Warnings();
  warnings.unknownKeys("", source, ["basics", "sections", "metadata", "public", ...recordKeys]);
  if (source.public === true)
    warnings.add("public", "Not carried over: share the resume from Vitae once it is imported");

  const basicsData = basicsOf(basics, warnings);
  const profiles = profilesOf(basics, warnings);
  const context = { warnings, precision: precisionOf(isRecord(metadata.date) ? metadata.date.format : "") };
  const { sections, layoutIds } = sectionsOf(source.sections as Source, context);
  const data: ResumeDataInput = {
    basics: basicsData,
    sections: {
      ...sections,
      summary: { content: markdownToHtml(str(basics.summary)) },
      profiles: { items: profiles },
    },
    metadata: metadataOf(metadata, layoutOf(metadata.layout, layoutIds, warnings), warnings),
  };
  return finish(data, warnings);
};
