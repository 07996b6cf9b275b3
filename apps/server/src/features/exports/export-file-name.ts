/**
 * The file name of an export: "<name> - <title>.<ext>" from the resume's own words (either alone when the other is
 * empty or says the same), never from the request. Characters no file system takes, control characters,
 * runs of dots and leading dots go; the length is bounded.
 */
export const exportFileName = (name: string, title: string, extension: string): string => {
  const clean = (text: string) =>
    text
      .normalize("NFC")
      // Control characters, path separators and characters Windows refuses in a file name.
      .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, " ")
      // No ".." a file system or an unzip tool could take for its parent folder.
      .replace(/\.{2,}/g, ".")
      .replace(/\s+/g, " ")
      .trim();
  const parts = [clean(name), clean(title)].filter(
    (part, index, all) => part !== "" && all.indexOf(part) === index,
  );
  const base =
    parts
      .join(" - ")
      .replace(/^[.\s]+/, "")
      .slice(0, 120)
      .trim() || "resume";
  return `${base}.${extension}`;
};

/** RFC 5987's percent-encoding: UTF-8, with only the attribute characters left as they are. */
const encodeRfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback in `filename` (other characters as "_"), the exact
 * name in RFC 5987's `filename*`, which every current browser prefers.
 */
export const attachmentHeader = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
};
