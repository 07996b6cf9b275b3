import type { ResumeJsonRow } from "./resume.repo.ts";

const quote = (value: string): string => JSON.stringify(value);

/**
 * The API's `Resume` answer as JSON text, with the data spliced in as PostgreSQL holds it. The data was validated
 * and sanitised when it was written, so reading it back neither parses nor checks nor re-serialises ~10 KB of
 * JSON on every request; every other field is written out by name, so nothing else in the row can leak.
 */
export const resumeJson = (row: ResumeJsonRow): string =>
  `{"id":${quote(row.id)},"title":${quote(row.title)},"slug":${quote(row.slug)},"data":${row.data},` +
  `"visibility":${quote(row.visibility)},"locked":${row.locked ? "true" : "false"},"userId":${quote(row.userId)},` +
  (row.variantOf === null ? "" : `"variantOf":${quote(row.variantOf)},`) +
  `"createdAt":${quote(row.createdAt.toISOString())},"updatedAt":${quote(row.updatedAt.toISOString())}}`;

const updatedAtField = '"updatedAt":"';

/** The `updatedAt` of a resumeJson text (its version), read back without parsing: resumeJson writes it last. */
export const resumeJsonUpdatedAt = (json: string): string =>
  json.slice(json.lastIndexOf(updatedAtField) + updatedAtField.length, -2);
