import { createId, type ItemKind, type RequiredField, requiredLabel } from "@vitae/schema";
import { isRecord } from "./json.ts";
import { join, type Warnings } from "./result.ts";
import { list, str, url } from "./text.ts";

/**
 * The entries of a list in a source file. One object where a list belongs is one entry written without the brackets
 * (a real file had `"education": { … }`): it is read as a list of one, and reported.
 */
export const asList = (value: unknown, path: string, warnings: Warnings): unknown[] => {
  if (!isRecord(value) || Object.keys(value).length === 0) return list(value);
  warnings.add(path, "One entry, not a list: read as a list of one item");
  return [value];
};

/**
 * Maps the items of one list of a source file (at `path`), each with a new id (source ids may repeat across copied
 * resumes); non-objects and refused items are reported.
 */
export const mapItems = <T>(
  items: unknown,
  path: string,
  warnings: Warnings,
  map: (item: Record<string, unknown>, path: string) => T | null,
): (T & { id: string })[] => {
  const result: (T & { id: string })[] = [];
  asList(items, path, warnings).forEach((item, index) => {
    const at = join(path, index);
    if (!isRecord(item)) {
      warnings.add(at, "Not an object, left out");
      return;
    }
    const mapped = map(item, at);
    if (mapped !== null) result.push({ id: createId(), ...mapped });
  });
  return result;
};

/** A required field: an item without it cannot exist in Vitae, so it is left out, with a warning. */
export const hasRequired = (value: string, path: string, label: string, warnings: Warnings): boolean => {
  if (value === "") warnings.add(path, `${label} is required: item left out`);
  return value !== "";
};

/**
 * A field the item kind requires, named as the section registry names it ("Company"): an item without it cannot
 * exist in Vitae, so it is left out, with a warning.
 */
export const hasRequiredField = <K extends ItemKind>(
  kind: K,
  field: RequiredField<K>,
  value: string,
  path: string,
  warnings: Warnings,
): boolean => hasRequired(value, path, requiredLabel(kind, field), warnings);

/** An empty-or-valid link field; an invalid address is left out with a warning. */
export const urlField = (value: unknown, path: string, warnings: Warnings) => ({
  label: "",
  href: url(value, path, warnings),
});

/**
 * A `{ network, username, url }` profile as a Vitae profile item; older files leave the username out when the link
 * says it all, so it then comes from the link's last segment. Icon slugs are lower-case without spaces.
 */
export const profileItem = (profile: Record<string, unknown>, path: string, warnings: Warnings) => {
  warnings.unknownKeys(path, profile, ["id", "network", "username", "url"]);
  const href = url(profile.url, join(path, "url"), warnings);
  const network = str(profile.network);
  const username = str(profile.username) || (href.replace(/\/+$/, "").split("/").pop() ?? "");
  if (
    !hasRequiredField("profiles", "network", network, path, warnings) ||
    !hasRequiredField("profiles", "username", username, path, warnings)
  )
    return null;
  return { network, username, icon: network.toLowerCase().replace(/\s+/g, ""), url: { label: "", href } };
};
