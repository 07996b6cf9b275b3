import type { Basics, SummarySection } from "@vitae/schema";
import { bulletedText } from "../shared/html-text.ts";
import { isRecord } from "../shared/json.ts";
import type { Warnings } from "../shared/result.ts";
import { email, firstStr, str, url } from "../shared/text.ts";
import { compact, type JsonObject, locationText, type Source } from "./sections.ts";
import { jsonResumeHtml } from "./text.ts";

/** `basics` keys read here; `summary` and `profiles` belong to their own sections. */
const basicsKeys = ["name", "label", "image", "picture", "email", "phone", "url", "website", "location"];

/** JSON Resume `basics` (but its summary and profiles) as Vitae basics. */
export const readBasics = (basics: Source, warnings: Warnings) => {
  warnings.unknownKeys("basics", basics, [...basicsKeys, "summary", "profiles"]);
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
    location: locationText(basics.location),
    url: { label: "", href: url(firstStr(basics, "url", "website"), "basics.url", warnings) },
    picture: { url: url(firstStr(basics, "image", "picture"), "basics.image", warnings) },
  };
};

/** Vitae basics as JSON Resume `basics`, without the summary and profiles; a hidden picture is left out. */
export const writeBasics = (basics: Basics): JsonObject =>
  compact({
    name: basics.name,
    label: basics.headline,
    image: basics.picture.effects.hidden ? "" : basics.picture.url,
    email: basics.email,
    phone: basics.phone,
    url: basics.url.href,
    location: basics.location === "" ? undefined : { address: basics.location },
  });

/** The part of a file's `basics` that `writeBasics` writes. */
export const writtenBasics = (basics: Source): JsonObject =>
  Object.fromEntries(Object.entries(basics).filter(([key]) => basicsKeys.includes(key)));

export const readSummary = (text: unknown) => ({ content: jsonResumeHtml(str(text)) });

/** The summary as `basics.summary`: its text, or nothing while the section is hidden. */
export const writeSummary = (section: SummarySection): string =>
  section.visible ? bulletedText(section.content) : "";
