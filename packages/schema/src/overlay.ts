import { dequal } from "dequal";
import { z } from "zod";
import type { FieldOverride, ListOverride, Overlay } from "./overlay-schema.ts";
import type { ResumeData } from "./resume-data.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { type ItemKind, itemFieldsOf, itemKinds, type NamedField } from "./section-registry.ts";

/**
 * An overlay: what a resume laid over a base resume changes, keyed by path and item id, never by position, so
 * the base may change under it (a per-job variant over its master, a translation over its source).
 *
 * A path names one value of the resume by its keys, a list's item by its id: `basics.headline`,
 * `sections.experience.name`, `sections.experience.items.<itemId>.summary`,
 * `sections.custom.<sectionId>.items.<itemId>.name`, `metadata.template`. A key holding "." or "~" is written
 * with "~1" and "~0", as in a JSON Pointer.
 */

export * from "./overlay-schema.ts";

export const emptyOverlay = (): Overlay => ({ fields: {}, lists: {}, snapshots: {} });

export const isEmptyOverlay = (overlay: Overlay): boolean =>
  Object.keys(overlay.fields).length === 0 && Object.keys(overlay.lists).length === 0;

/**
 * What applying found: `detached` an item or custom section the base no longer has, kept from its snapshot;
 * `stale` an override whose base value changed since it was made; `orphaned` an override whose place is gone
 * with nothing to rebuild it from (it stays in the overlay).
 */
export const overlayFlagKinds = ["detached", "stale", "orphaned"] as const;
export const OverlayFlagSchema = z.object({ path: z.string(), kind: z.enum(overlayFlagKinds) });
export type OverlayFlag = z.infer<typeof OverlayFlagSchema>;

export type AppliedOverlay = { resume: ResumeData; flags: OverlayFlag[] };

const escapeKey = (key: string): string => key.replaceAll("~", "~0").replaceAll(".", "~1");
const unescapeKey = (key: string): string => key.replaceAll("~1", ".").replaceAll("~0", "~");

export const overlayPath = (segments: readonly string[]): string => segments.map(escapeKey).join(".");
export const overlayPathSegments = (path: string): string[] => path.split(".").map(unescapeKey);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);
/** A deep copy of JSON data (the package has no `structuredClone` in its types). */
/**
 * A short fingerprint of a JSON value (cyrb53 over its JSON text): equal values give equal fingerprints; a change
 * gives another one but for a chance of about 1 in 2^53.
 */
export const hashOfValue = (value: unknown): string => {
  const text = JSON.stringify(value) ?? "undefined";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

const clone = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (!isNode(value)) return value;
  const copy: Node = {};
  for (const [key, child] of Object.entries(value)) copy[key] = clone(child);
  return copy as T;
};

/** A list whose items all have distinct string ids: the overlay keys its items by id. */
const isIdList = (value: unknown): value is Node[] => {
  if (!Array.isArray(value)) return false;
  const ids = new Set<string>();
  for (const item of value) {
    if (!isNode(item) || typeof item.id !== "string" || ids.has(item.id)) return false;
    ids.add(item.id);
  }
  return true;
};

/** The child of a node by key, or of an id list by item id. */
const childOf = (node: unknown, key: string): unknown => {
  if (Array.isArray(node)) return node.find((item) => isNode(item) && item.id === key);
  if (isNode(node) && Object.hasOwn(node, key)) return node[key];
  return undefined;
};

const at = (root: unknown, segments: readonly string[]): unknown => {
  let node = root;
  for (const key of segments) {
    if (unsafeKeys.has(key)) return undefined;
    node = childOf(node, key);
    if (node === undefined) return undefined;
  }
  return node;
};

/** The value at an overlay path in a resume, or undefined. */
export const valueAtPath = (data: unknown, path: string): unknown => at(data, overlayPathSegments(path));

const depth = (path: string) => overlayPathSegments(path).length;
const shallowFirst = (paths: string[]) => paths.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));

/** Puts back an item or custom section the base no longer has; false when its container is gone too. */
const restore = (root: Node, segments: string[], snapshot: Node): "kept" | "restored" | "orphaned" => {
  const key = segments.at(-1) ?? "";
  const container = at(root, segments.slice(0, -1));
  if (Array.isArray(container)) {
    if (container.some((item) => isNode(item) && item.id === key)) return "kept";
    container.push(clone(snapshot));
    return "restored";
  }
  if (isNode(container) && !unsafeKeys.has(key)) {
    if (Object.hasOwn(container, key)) return "kept";
    container[key] = clone(snapshot);
    return "restored";
  }
  return "orphaned";
};

/**
 * The list in the overlay's order: its own ids first as it orders them (added items from the overlay), then each
 * base item it has not placed (new in the base since) right after the base item before it.
 */
const reorder = (list: Node[], override: ListOverride): Node[] => {
  const removed = new Set(override.removed);
  const byId = new Map(list.map((item) => [item.id as string, item]));
  const result: Node[] = [];
  const placed = new Set<string>();
  for (const id of override.order) {
    // The overlay's own copy wins over a detached item restored from its snapshot.
    const added = override.added[id];
    const item = added === undefined ? byId.get(id) : clone(added);
    if (item === undefined || removed.has(id) || placed.has(id)) continue;
    result.push(item);
    placed.add(id);
  }
  list.forEach((item, index) => {
    const id = item.id as string;
    if (placed.has(id) || removed.has(id)) return;
    const before = list.slice(0, index).findLast((other) => placed.has(other.id as string));
    const at = before === undefined ? 0 : result.findIndex((other) => other.id === before.id) + 1;
    result.splice(at, 0, item);
    placed.add(id);
  });
  return result;
};

const setAt = (container: unknown, key: string, override: FieldOverride): boolean => {
  if (unsafeKeys.has(key)) return false;
  if (Array.isArray(container)) {
    const index = container.findIndex((item) => isNode(item) && item.id === key);
    if (index < 0) return false;
    if (override.removed) container.splice(index, 1);
    else container[index] = clone(override.value);
    return true;
  }
  if (!isNode(container)) return false;
  if (override.removed) delete container[key];
  else container[key] = clone(override.value);
  return true;
};

/**
 * The base with the overlay laid over it, and what the overlay found changed under it. Never throws and never
 * drops an override: one whose item the base deleted comes back on the item's snapshot (`detached`), one whose
 * base text changed since still applies (`stale`), one with no place at all is reported (`orphaned`).
 */
export const applyOverlay = (base: ResumeData, overlay: Overlay): AppliedOverlay => {
  const root = clone(base) as unknown as Node;
  const flags: OverlayFlag[] = [];
  /** Items and custom sections the base no longer has: their overrides have no base value to go stale against. */
  const restored: string[] = [];
  for (const path of shallowFirst(Object.keys(overlay.snapshots))) {
    const snapshot = overlay.snapshots[path];
    if (snapshot === undefined) continue;
    const outcome = restore(root, overlayPathSegments(path), snapshot);
    if (outcome !== "kept") flags.push({ path, kind: outcome === "restored" ? "detached" : "orphaned" });
    if (outcome === "restored") restored.push(`${path}.`);
  }
  for (const path of shallowFirst(Object.keys(overlay.lists))) {
    const override = overlay.lists[path];
    const segments = overlayPathSegments(path);
    const parent = at(root, segments.slice(0, -1));
    const key = segments.at(-1) ?? "";
    const list = isNode(parent) && !unsafeKeys.has(key) ? parent[key] : undefined;
    if (override === undefined || !isNode(parent) || !isIdList(list)) {
      flags.push({ path, kind: "orphaned" });
      continue;
    }
    parent[key] = reorder(list, override);
  }
  for (const path of shallowFirst(Object.keys(overlay.fields))) {
    const override = overlay.fields[path];
    if (override === undefined) continue;
    const segments = overlayPathSegments(path);
    const container = at(root, segments.slice(0, -1));
    const key = segments.at(-1) ?? "";
    const current = childOf(container, key);
    if (!setAt(container, key, override)) {
      flags.push({ path, kind: "orphaned" });
      continue;
    }
    // Stale: the base had a value here when the override was made, and has another one now.
    const detached = restored.some((prefix) => path.startsWith(prefix));
    const changed =
      !detached && override.baseHash !== undefined && hashOfValue(current) !== override.baseHash;
    if (changed && !dequal(current, override.value)) flags.push({ path, kind: "stale" });
  }
  return { resume: root as unknown as ResumeData, flags };
};

/** The schema under its defaults and optionality. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  let current = schema;
  while (
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPrefault ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodPipe
  ) {
    current = (current instanceof z.ZodPipe ? current.in : current.unwrap()) as z.ZodType;
  }
  return current;
};

type Walk = {
  base: unknown;
  edited: unknown;
  schema: z.ZodType | undefined;
  segments: string[];
  /** Paths of the items and custom sections on the way down, for their snapshots. */
  elements: string[];
};

/**
 * Sets one override in `overlay`: `value` at `path` over `base` (`removed` takes the key away), keeping a snapshot
 * of every item and custom section on the way so the override outlives their deletion in the base. An override
 * already holding this value keeps the base value it was made over, so a later base change stays `stale`.
 */
export const setOverride = (
  overlay: Overlay,
  base: ResumeData,
  path: string,
  change: { value: unknown } | { removed: true },
): void => {
  setField(overlay, base, {
    path,
    change,
    previous: overlay.fields[path],
    elements: elementPathsOf(base, path),
  });
  trimSnapshots(overlay);
};

const setField = (
  overlay: Overlay,
  base: ResumeData,
  options: {
    path: string;
    change: { value: unknown } | { removed: true };
    previous: FieldOverride | undefined;
    elements: readonly string[];
  },
): void => {
  const { path, change, previous } = options;
  const next: FieldOverride = "removed" in change ? { removed: true } : { value: clone(change.value) };
  const same =
    previous !== undefined && previous.removed === next.removed && dequal(previous.value, next.value);
  const baseValue = valueAtPath(base, path);
  const baseHash = same ? previous.baseHash : baseValue === undefined ? undefined : hashOfValue(baseValue);
  if (baseHash !== undefined) next.baseHash = baseHash;
  overlay.fields[path] = next;
  keepSnapshots(overlay, base, options.elements);
};

const keepSnapshots = (overlay: Overlay, base: ResumeData, elements: readonly string[]): void => {
  for (const element of elements) {
    const snapshot = valueAtPath(base, element);
    if (isNode(snapshot)) overlay.snapshots[element] = clone(snapshot);
  }
};

/** The paths of the list items and custom sections that hold `path`, outermost first. */
const elementPathsOf = (base: ResumeData, path: string): string[] => {
  const segments = overlayPathSegments(path);
  const out: string[] = [];
  let node: unknown = base;
  for (let index = 0; index < segments.length - 1; index++) {
    const key = segments[index] ?? "";
    const inCustom = segments[0] === "sections" && segments[1] === "custom" && index === 2;
    if (Array.isArray(node) || inCustom) out.push(overlayPath(segments.slice(0, index + 1)));
    node = childOf(node, key);
  }
  return out;
};

type Context = { overlay: Overlay; root: ResumeData; previous: Overlay };

/**
 * An item or custom section the base dropped under an override stays detached (flagged) when the overlay is saved
 * again whole: its previous snapshot is carried over while the overlay still has it as its own.
 */
const carrySnapshot = (context: Context, path: string): void => {
  const snapshot = context.previous.snapshots[path];
  if (snapshot !== undefined) context.overlay.snapshots[path] = snapshot;
};

const walk = (context: Context, step: Walk): void => {
  const { base, edited, segments, elements } = step;
  if (Object.is(base, edited) || dequal(base, edited)) return;
  const path = overlayPath(segments);
  const schema = step.schema === undefined ? undefined : unwrap(step.schema);
  const { overlay } = context;
  const leaf = () =>
    setField(overlay, context.root, {
      path,
      change: edited === undefined ? { removed: true } : { value: edited },
      previous: context.previous.fields[path],
      elements,
    });
  if (schema instanceof z.ZodObject && isNode(base) && isNode(edited)) {
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      walk(context, {
        ...step,
        base: base[key],
        edited: edited[key],
        schema: child,
        segments: [...segments, key],
      });
    }
    return;
  }
  if (schema instanceof z.ZodRecord && isNode(base) && isNode(edited)) {
    for (const key of new Set([...Object.keys(base), ...Object.keys(edited)])) {
      const inner = [...segments, key];
      const both = Object.hasOwn(base, key) && Object.hasOwn(edited, key);
      if (!Object.hasOwn(base, key)) carrySnapshot(context, overlayPath(inner));
      walk(context, {
        base: base[key],
        edited: edited[key],
        schema: both ? (schema.valueType as z.ZodType) : undefined,
        segments: inner,
        elements: both ? [...elements, overlayPath(inner)] : elements,
      });
    }
    return;
  }
  if (schema instanceof z.ZodArray && isIdList(base) && isIdList(edited)) {
    const baseIds = base.map((item) => item.id as string);
    const editedIds = edited.map((item) => item.id as string);
    if (!dequal(baseIds, editedIds)) {
      const kept = new Set(baseIds);
      overlay.lists[path] = {
        order: editedIds,
        added: Object.fromEntries(
          edited.filter((item) => !kept.has(item.id as string)).map((item) => [item.id, clone(item)]),
        ),
        removed: baseIds.filter((id) => !editedIds.includes(id)),
      };
      keepSnapshots(overlay, context.root, elements);
      for (const id of Object.keys(overlay.lists[path]?.added ?? {}))
        carrySnapshot(context, overlayPath([...segments, id]));
    }
    for (const item of edited) {
      const before = base.find((other) => other.id === item.id);
      if (before === undefined) continue;
      const inner = [...segments, item.id as string];
      walk(context, {
        base: before,
        edited: item,
        schema: schema.element as z.ZodType,
        segments: inner,
        elements: [...elements, overlayPath(inner)],
      });
    }
    return;
  }
  leaf();
};

/**
 * The overlay that turns `base` into `edited`: only their differences (`applyOverlay(base, result)` gives
 * `edited` back). With `previous`, an override whose value did not change keeps the base value it was made over.
 */
export const diffToOverlay = (base: ResumeData, edited: ResumeData, previous?: Overlay): Overlay => {
  const overlay = emptyOverlay();
  walk(
    { overlay, root: base, previous: previous ?? emptyOverlay() },
    { base, edited, schema: ResumeDataSchema, segments: [], elements: [] },
  );
  return trimSnapshots(overlay);
};

/** Snapshots without the values the overlay sets right in them: those come back from the overrides. */
const trimSnapshots = (overlay: Overlay): Overlay => {
  for (const [path, snapshot] of Object.entries(overlay.snapshots)) {
    const trimmed = { ...snapshot };
    for (const key of Object.keys(snapshot)) {
      const override = overlay.fields[`${path}.${overlayPath([key])}`];
      if (key !== "id" && override !== undefined && !override.removed) delete trimmed[key];
    }
    overlay.snapshots[path] = trimmed;
  }
  return overlay;
};

/** The paths an overlay sets, flagged or not: every field override and every reordered list. */
export const overriddenPaths = (overlay: Overlay): string[] => [
  ...Object.keys(overlay.fields),
  ...Object.keys(overlay.lists),
];

/** Whether `path` or anything inside it is overridden (an item with a changed field, a section with a new name). */
export const isOverridden = (overlay: Overlay, path: string): boolean =>
  overriddenPaths(overlay).some((key) => key === path || key.startsWith(`${path}.`));

/** The overlay without what it sets at `path` and inside it: that part follows the base again. */
export const withoutOverride = (overlay: Overlay, path: string): Overlay => {
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
  return { fields: keep(overlay.fields), lists: keep(overlay.lists), snapshots: keep(overlay.snapshots) };
};

/** Only what the overlay sets at `path` and inside it, with the snapshots it needs ("Apply to master too"). */
export const pickOverride = (overlay: Overlay, path: string): Overlay => {
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => key === path || key.startsWith(`${path}.`)));
  return { fields: keep(overlay.fields), lists: keep(overlay.lists), snapshots: overlay.snapshots };
};

/** The registry's descriptor of the item field at `path`, when it names one (`sections.<kind>.items.<id>.<field>`). */
export const itemFieldAtPath = (path: string): (NamedField & { itemKind: ItemKind }) | undefined => {
  const segments = overlayPathSegments(path);
  if (segments[0] !== "sections") return undefined;
  const custom = segments[1] === "custom";
  const rest = custom ? segments.slice(3) : segments.slice(2);
  const kind = (custom ? "custom" : segments[1]) as ItemKind;
  if (rest[0] !== "items" || rest.length !== 3 || !itemKinds.includes(kind)) return undefined;
  const field = itemFieldsOf(kind).find((candidate) => candidate.name === rest[2]);
  return field === undefined ? undefined : { ...field, itemKind: kind };
};

const translatableBasics = ["headline", "location"] as const;

/**
 * Every path of `data` whose text a translation changes, as the section registry's `translatable` flags say:
 * the headline and location, custom fields' names and values, the summary, every section's name, and each item's
 * translatable fields that hold text (names, dates, links, levels and icons are shared).
 */
export const translatablePaths = (data: ResumeData): string[] => {
  const out: string[] = translatableBasics.map((key) => overlayPath(["basics", key]));
  for (const field of data.basics.customFields) {
    out.push(overlayPath(["basics", "customFields", field.id, "name"]));
    out.push(overlayPath(["basics", "customFields", field.id, "value"]));
  }
  out.push(overlayPath(["sections", "summary", "name"]), overlayPath(["sections", "summary", "content"]));
  const lists: { segments: string[]; kind: ItemKind; items: readonly Node[] }[] = [
    ...itemKinds
      .filter((kind): kind is Exclude<ItemKind, "custom"> => kind !== "custom")
      .map((kind) => ({ segments: ["sections", kind], kind, items: data.sections[kind].items })),
    ...Object.values(data.sections.custom).map((section) => ({
      segments: ["sections", "custom", section.id],
      kind: "custom" as const,
      items: section.items,
    })),
  ];
  for (const { segments, kind, items } of lists) {
    out.push(overlayPath([...segments, "name"]));
    const fields = itemFieldsOf(kind).filter((field) => field.translatable);
    for (const item of items) {
      // An optional field the item leaves out has no text to translate.
      for (const field of fields) {
        if (item[field.name] !== undefined)
          out.push(overlayPath([...segments, "items", String(item.id), field.name]));
      }
    }
  }
  return out;
};
