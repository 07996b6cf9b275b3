import {
  applyResumeChanges,
  type ResumeData,
  ResumeDataSchema,
  resumeChanges,
  strictPartCheck,
} from "@vitae/schema";

/** The resume as it can be saved now, and the fields whose typed value stays on this device. */
export type SavableData = {
  data: ResumeData;
  /** Dotted paths of the edited data whose value the server would refuse ("basics.url.href"). */
  heldBack: string[];
};

type Segment = PropertyKey;
type Node = unknown;

const isRecord = (value: Node): value is Record<PropertyKey, unknown> =>
  typeof value === "object" && value !== null;

const idOf = (value: Node): string | undefined =>
  isRecord(value) && typeof value.id === "string" ? value.id : undefined;

/**
 * Inside something new (the server has none of it), the smallest part to leave out: the innermost list item
 * on the rest of the path (a new custom section keeps its other items), else the new thing itself.
 */
function innermostListItem(node: Node, rest: readonly Segment[]): Node {
  let smallest = node;
  let current = node;
  for (const segment of rest) {
    if (!isRecord(current)) break;
    const next = current[segment as string];
    if (Array.isArray(current)) smallest = next;
    current = next;
  }
  return smallest;
}

/**
 * Where an edited path is in the stored data: array elements are matched by `id` (items move and new ones
 * are added), not by position. `newElement` is the edited list item or keyed entry (a custom section) the
 * stored data does not have.
 */
function storedAt(
  edited: Node,
  stored: Node,
  path: readonly Segment[],
): { found: true; value: Node } | { found: false; newElement?: Node } {
  let mine = edited;
  let theirs = stored;
  for (const [index, segment] of path.entries()) {
    const rest = path.slice(index + 1);
    if (Array.isArray(mine) && typeof segment === "number") {
      const element = mine[segment];
      const id = idOf(element);
      const match = Array.isArray(theirs)
        ? id === undefined
          ? theirs[segment]
          : theirs.find((candidate) => idOf(candidate) === id)
        : undefined;
      if (match === undefined) return { found: false, newElement: innermostListItem(element, rest) };
      mine = element;
      theirs = match;
      continue;
    }
    if (!isRecord(mine) || !isRecord(theirs)) return { found: false };
    if (!Object.hasOwn(theirs, segment)) {
      // A map keyed by id (custom sections) with an entry the server has never seen: a new element.
      const entry = mine[segment];
      return idOf(entry) === String(segment)
        ? { found: false, newElement: innermostListItem(entry, rest) }
        : { found: false };
    }
    mine = mine[segment];
    theirs = theirs[segment];
  }
  return { found: true, value: theirs };
}

/** A copy of `root` with `value` at `path`, copying only the objects and arrays on the way. */
function withValueAt(root: Node, path: readonly Segment[], value: Node): Node {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = withValueAt(root[head as number], rest, value);
    return copy;
  }
  const record = root as Record<PropertyKey, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

/** A copy of `root` without the given list items and keyed entries (by identity), wherever they are. */
function withoutElements(root: Node, drop: ReadonlySet<Node>): Node {
  if (drop.size === 0) return root;
  if (Array.isArray(root)) {
    return root.filter((element) => !drop.has(element)).map((element) => withoutElements(element, drop));
  }
  if (!isRecord(root)) return root;
  return Object.fromEntries(
    Object.entries(root)
      .filter(([, value]) => !drop.has(value))
      .map(([key, value]) => [key, withoutElements(value, drop)]),
  );
}

const MAX_ROUNDS = 4;

/** Resumes known to pass the schema as they are. The builder never changes a resume in place, so this holds. */
const known = new WeakSet<object>();
/** The last resume found valid: the next one is checked by what changed since. */
let lastValid: ResumeData | null = null;

const remember = (data: ResumeData): void => {
  known.add(data);
  lastValid = data;
};

/**
 * True when the server would take `data` as it is. A keystroke changes one part, so after the first check only
 * the changed parts are checked, each by its own schema (the preview and the save ask about every version).
 */
export function isSavable(data: ResumeData): boolean {
  if (known.has(data)) return true;
  const valid =
    lastValid === null
      ? ResumeDataSchema.safeParse(data).success
      : applyResumeChanges(lastValid, resumeChanges(lastValid, data), strictPartCheck) !== null;
  if (valid) remember(data);
  return valid;
}

/** The last answer of `savableData`: the preview and the save ask about the same versions. */
let last: { edited: ResumeData; stored: ResumeData; savable: SavableData | null } | null = null;

/**
 * The edited resume with every value the server would refuse put back to what the server holds (`stored`),
 * so one bad field never blocks saving the rest. Only the failing field goes back: an
 * invalid URL inside an experience item takes that item's stored URL, matched by the item's id; an item the
 * server has never seen is left out until it is valid. When the stored data has nothing at that path, the
 * nearest enclosing value that it has goes back instead; a new custom section with such a field waits too.
 * Null when nothing savable can be made.
 */
export function savableData(edited: ResumeData, stored: ResumeData): SavableData | null {
  if (last?.edited !== edited || last.stored !== stored) {
    last = { edited, stored, savable: makeSavable(edited, stored) };
  }
  return last.savable;
}

function makeSavable(edited: ResumeData, stored: ResumeData): SavableData | null {
  if (isSavable(edited)) return { data: edited, heldBack: [] };
  const first = ResumeDataSchema.safeParse(edited);
  if (first.success) {
    remember(edited);
    return { data: edited, heldBack: [] };
  }

  const heldBack = [...new Set(first.error.issues.map((issue) => issue.path.join(".")))];
  let candidate: Node = edited;
  let issues = first.error.issues;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const drop = new Set<Node>();
    for (const issue of issues) {
      // The stored value at the failing path, or at the nearest level above it that the server has.
      let path = issue.path;
      let replaced = false;
      while (path.length > 0 && !replaced) {
        const found = storedAt(candidate, stored, path);
        if (found.found) {
          candidate = withValueAt(candidate, path, structuredClone(found.value));
          replaced = true;
        } else if (found.newElement !== undefined) {
          drop.add(found.newElement);
          replaced = true;
        } else {
          path = path.slice(0, -1);
        }
      }
      if (!replaced) return null;
    }
    candidate = withoutElements(candidate, drop);
    const next = ResumeDataSchema.safeParse(candidate);
    if (next.success) {
      remember(candidate as ResumeData);
      return { data: candidate as ResumeData, heldBack };
    }
    issues = next.error.issues;
  }
  return null;
}
