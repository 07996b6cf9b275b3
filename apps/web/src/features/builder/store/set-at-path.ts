/**
 * A copy of `target` with the value at a dotted path ("basics.url.href", "basics.customFields.0.name")
 * replaced. Only the objects and arrays along the path are copied, so everything else keeps its identity:
 * the preview and the undo history compare by reference.
 */
export function setAtPath<T>(target: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  if (key === undefined || key === "") return value as T;
  const container = target as Record<string, unknown> | unknown[];
  const current = Array.isArray(container) ? container[Number(key)] : container[key];
  const next = rest.length === 0 ? value : setAtPath(current, rest.join("."), value);
  if (Object.is(current, next)) return target;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...container, [key]: next } as T;
}

/** The value at a dotted path, or undefined where the path leads nowhere. */
export function getAtPath(target: unknown, path: string): unknown {
  let current = target;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = Array.isArray(current) ? current[Number(key)] : (current as Record<string, unknown>)[key];
  }
  return current;
}
