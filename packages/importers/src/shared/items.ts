import { createId } from "@vitae/schema";
import { isRecord } from "./json.ts";
import { join, type Warnings } from "./result.ts";
import { list } from "./text.ts";

/** Maps the items of one list of a source file, each with a new id; non-objects and refused items are reported. */
export const mapItems = <T>(
  source: Record<string, unknown>,
  key: string,
  warnings: Warnings,
  map: (item: Record<string, unknown>, path: string) => T | null,
): (T & { id: string })[] => {
  const result: (T & { id: string })[] = [];
  list(source[key]).forEach((item, index) => {
    const path = join(key, index);
    if (!isRecord(item)) {
      warnings.add(path, "Not an object, left out");
      return;
    }
    const mapped = map(item, path);
    if (mapped !== null) result.push({ id: createId(), ...mapped });
  });
  return result;
};

/** A required field: an item without it cannot exist in Vitae, so it is left out, with a warning. */
export const hasRequired = (value: string, path: string, label: string, warnings: Warnings): boolean => {
  if (value === "") warnings.add(path, `${label} is required: item left out`);
  return value !== "";
};
