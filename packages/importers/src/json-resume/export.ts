import type { ResumeData } from "@vitae/schema";
import { writeBasics, writeSummary } from "./basics.ts";
import { extensionKey, writeResume } from "./extension.ts";
import { compact, type JsonObject, jsonResumeLists } from "./sections.ts";

/** The JSON Resume schema this export follows. */
export const jsonResumeSchemaUrl =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/**
 * A Vitae resume as JSON Resume v1.0.0, for any JSON Resume theme or tool: standard fields only, and hidden
 * sections and items left out, as on the printed resume. Everything the format has no place for (custom sections,
 * custom fields, hidden items, section names, Internship apart from Experience, formatting, layout and design)
 * rides in `meta.vitae`, which other tools ignore and Vitae's import reads back, so the file imports back whole.
 */
export const exportJsonResume = (data: ResumeData): JsonObject => {
  const { lists, extension } = writeResume(data);
  return compact({
    $schema: jsonResumeSchemaUrl,
    basics: compact({
      ...writeBasics(data.basics),
      summary: writeSummary(data.sections.summary),
      profiles: lists.get("basics.profiles"),
    }),
    ...Object.fromEntries(jsonResumeLists.map((name) => [name, lists.get(name)])),
    meta: { version: "v1.0.0", [extensionKey]: extension },
  });
};
