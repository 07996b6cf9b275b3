/**
 * A per-node cache of database rows that stays right across nodes: every change to a cached row is announced
 * by the database (a trigger's NOTIFY → `forgetGroup`), and nothing is served while those announcements may be
 * missed (`setLive(false)`, e.g. while the listening connection is down). An entry also lapses after `ttlMs`
 * and never outlives the `validUntilMs` it was stored with.
 */
export type NotifiedCache<V> = {
  /** The counter a reader takes before its query and hands to `set`, so a result read before a change is dropped. */
  epoch(): number;
  get(key: string): V | undefined;
  set(key: string, value: V, validUntilMs: number, epoch: number): void;
  /** Drops every entry of a group (a user's sessions, one resume and its variants). */
  forgetGroup(group: string): void;
  setLive(live: boolean): void;
};

export const createNotifiedCache = <V>({
  groupOf,
  ttlMs = 30_000,
  maxEntries = 20_000,
  now = Date.now,
}: {
  /** The groups an entry belongs to: a change to any of them drops it (a variant's answer, with its master's). */
  groupOf: (value: V) => string | readonly string[];
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): NotifiedCache<V> => {
  const entries = new Map<string, { value: V; until: number }>();
  const groupsOf = (value: V): readonly string[] => {
    const groups = groupOf(value);
    return typeof groups === "string" ? [groups] : groups;
  };
  const keysByGroup = new Map<string, Set<string>>();
  let live = false;
  let epoch = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    for (const group of groupsOf(entry.value)) {
      const keys = keysByGroup.get(group);
      keys?.delete(key);
      if (keys?.size === 0) keysByGroup.delete(group);
    }
  };

  return {
    epoch: () => epoch,
    get: (key) => {
      if (!live) return undefined;
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry.value;
    },
    set: (key, value, validUntilMs, readAt) => {
      if (!live || readAt !== epoch) return;
      drop(key);
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(key, { value, until: Math.min(validUntilMs, now() + ttlMs) });
      for (const group of groupsOf(value)) {
        let keys = keysByGroup.get(group);
        if (keys === undefined) {
          keys = new Set();
          keysByGroup.set(group, keys);
        }
        keys.add(key);
      }
    },
    forgetGroup: (group) => {
      epoch += 1;
      for (const key of keysByGroup.get(group) ?? []) drop(key);
    },
    setLive: (next) => {
      epoch += 1;
      live = next;
      entries.clear();
      keysByGroup.clear();
    },
  };
};

/** The channel migration 0003's triggers announce changes on: "user:<id>" (a user or a session) or "resume:<id>". */
export const changesChannel = "vitae_changes";
