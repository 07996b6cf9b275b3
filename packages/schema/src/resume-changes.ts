import { dequal } from "dequal";
import { z } from "zod";
import { type ResumeData, ResumeDataSchema } from "./resume-data.ts";

/**
 * What changed between two versions of a resume, part by part, and each part checked by its own schema.
 *
 * A part is the first value on the way down that is not an object the schema describes key by key (an object
 * schema's property, or a record's entry such as a custom section): a text, a switch, a list of items, the layout.
 * An edit touches one part, so it travels and is checked at the size of that part, not of the whole resume.
 * Unchanged parts are found by identity first (the builder's store copies only what it changes), so looking for
 * the change walks the changed branch only; parts that are copies are compared by value.
 */
export type ResumeChange =
  | { path: readonly string[]; value: unknown }
  /** A record's entry that is gone (a removed custom section). */
  | { path: readonly string[]; removed: true };

/** Checks one part's new value with the part's schema: the value to keep, or null to refuse the change. */
export type PartCheck = (
  schema: z.ZodType,
  value: unknown,
  path: readonly string[],
) => { value: unknown } | null;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema under its defaults and optionality (what a present value is checked by). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPrefault ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** The schema of a key inside `schema` (a described property or a record's entry), or null when there is none. */
function childSchema(schema: z.ZodType, key: string): z.ZodType | null {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject)
    return Object.hasOwn(inner.shape, key) ? (inner.shape[key] as z.ZodType) : null;
  if (inner instanceof z.ZodRecord) return inner.valueType as z.ZodType;
  return null;
}

function collect(previous: unknown, next: unknown, schema: z.ZodType, path: string[], out: ResumeChange[]) {
  if (Object.is(previous, next)) return;
  const inner = unwrap(schema);
  if (isNode(previous) && isNode(next)) {
    if (inner instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
        collect(previous[key], next[key], child, [...path, key], out);
      }
      return;
    }
    if (inner instanceof z.ZodRecord) {
      for (const key of Object.keys(previous)) {
        if (!Object.hasOwn(next, key)) out.push({ path: [...path, key], removed: true });
      }
      for (const key of Object.keys(next)) {
        const before = Object.hasOwn(previous, key) ? previous[key] : undefined;
        collect(before, next[key], inner.valueType as z.ZodType, [...path, key], out);
      }
      return;
    }
  }
  // A part copied without a change (a fresh parse, a held-back field put back) is no change.
  if (!dequal(previous, next)) out.push({ path, value: next });
}

/** The parts of `next` that differ from `previous`, outermost first; empty when nothing changed. */
export function resumeChanges(previous: ResumeData, next: ResumeData): ResumeChange[] {
  const out: ResumeChange[] = [];
  collect(previous, next, ResumeDataSchema, [], out);
  return out;
}

/** Keys that would reach an object's prototype rather than its data. */
const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);

/** A copy of `root` with `change` made, copying only the objects on its path; null when the path is not there. */
function withChange(root: Node, change: ResumeChange): Node | null {
  const [key, ...rest] = change.path;
  if (key === undefined || unsafeKeys.has(key)) return null;
  if (rest.length === 0) {
    if ("removed" in change) {
      if (!Object.hasOwn(root, key)) return null;
      const { [key]: _removed, ...others } = root;
      return others;
    }
    return { ...root, [key]: change.value };
  }
  const child = Object.hasOwn(root, key) ? root[key] : undefined;
  if (!isNode(child)) return null;
  const changed = withChange(child, { ...change, path: rest });
  return changed ? { ...root, [key]: changed } : null;
}

/**
 * The one rule of the resume's schema that spans parts: a custom section's key is its id (the layout refers to
 * it as `custom.<id>`). Everything else a part must satisfy is in the part's own schema.
 */
function customKeysMatch(data: Node, changes: readonly ResumeChange[]): boolean {
  const custom = (data.sections as Node | undefined)?.custom as Node | undefined;
  return changes.every((change) => {
    const [sections, kind, key] = change.path;
    if (sections !== "sections" || kind !== "custom" || key === undefined || "removed" in change) return true;
    if (change.path.length === 2) {
      return (
        isNode(change.value) &&
        Object.entries(change.value).every(([id, entry]) => isNode(entry) && entry.id === id)
      );
    }
    const section = custom?.[key];
    return isNode(section) && section.id === key;
  });
}

/** The schemas of the node holding the last key of `path` and of that key's value; null off the schema. */
function schemasAt(path: readonly string[]): { parent: z.ZodType; part: z.ZodType } | null {
  let parent: z.ZodType = ResumeDataSchema;
  let part: z.ZodType | null = ResumeDataSchema;
  for (const key of path) {
    if (!part) return null;
    parent = part;
    part = childSchema(part, key);
  }
  return part && path.length > 0 ? { parent, part } : null;
}

/**
 * `data` with `changes` made, each part checked by `check` against its own schema first: a new resume that
 * shares every unchanged part with `data`. All or nothing: null when a change names no part of the schema, a
 * part that is not there, or a value `check` refuses, and `data` stays as it was.
 */
export function applyResumeChanges(
  data: ResumeData,
  changes: readonly ResumeChange[],
  check: PartCheck,
): ResumeData | null {
  let next: Node = data as unknown as Node;
  for (const change of changes) {
    const schemas = schemasAt(change.path);
    if (!schemas) return null;
    let made: ResumeChange = change;
    if ("removed" in change) {
      // Only a record's entry can go; an object's described key cannot.
      if (!(unwrap(schemas.parent) instanceof z.ZodRecord)) return null;
    } else {
      const checked = check(schemas.part, change.value, change.path);
      if (!checked) return null;
      made = { path: change.path, value: checked.value };
    }
    const changed = withChange(next, made);
    if (!changed) return null;
    next = changed;
  }
  return customKeysMatch(next, changes) ? (next as unknown as ResumeData) : null;
}

/** A part check that keeps only values the part's schema accepts as they are (what the server would save). */
export const strictPartCheck: PartCheck = (schema, value) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : null;
};
