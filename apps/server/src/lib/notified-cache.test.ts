import { describe, expect, it } from "vitest";
import { createNotifiedCache } from "./notified-cache.ts";

type Entry = { owner: string; text: string };

const cacheAt = (clock: { now: number }, options: { ttlMs?: number; maxEntries?: number } = {}) => {
  const cache = createNotifiedCache<Entry>({
    groupOf: (entry) => entry.owner,
    now: () => clock.now,
    ...options,
  });
  cache.setLive(true);
  return cache;
};

describe("createNotifiedCache", () => {
  it("serves what was stored until its group changes", () => {
    const cache = cacheAt({ now: 0 });
    cache.set("a", { owner: "u1", text: "A" }, Number.POSITIVE_INFINITY, cache.epoch());
    cache.set("b", { owner: "u2", text: "B" }, Number.POSITIVE_INFINITY, cache.epoch());
    expect(cache.get("a")?.text).toBe("A");
    cache.forgetGroup("u1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.text).toBe("B");
  });

  it("drops a value read before a change that was announced while the read was under way", () => {
    const cache = cacheAt({ now: 0 });
    const readAt = cache.epoch();
    cache.forgetGroup("u1");
    cache.set("a", { owner: "u1", text: "stale" }, Number.POSITIVE_INFINITY, readAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("serves nothing and stores nothing while changes may be missed, and starts empty when live again", () => {
    const cache = cacheAt({ now: 0 });
    cache.set("a", { owner: "u1", text: "A" }, Number.POSITIVE_INFINITY, cache.epoch());
    cache.setLive(false);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", { owner: "u1", text: "A" }, Number.POSITIVE_INFINITY, cache.epoch());
    cache.setLive(true);
    expect(cache.get("a")).toBeUndefined();
  });

  it("lets an entry lapse after its ttl or its own end, whichever comes first", () => {
    const clock = { now: 1000 };
    const cache = cacheAt(clock, { ttlMs: 500 });
    cache.set("a", { owner: "u1", text: "A" }, 1200, cache.epoch());
    cache.set("b", { owner: "u1", text: "B" }, Number.POSITIVE_INFINITY, cache.epoch());
    clock.now = 1199;
    expect(cache.get("a")?.text).toBe("A");
    clock.now = 1200;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.text).toBe("B");
    clock.now = 1500;
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 2 });
    for (const key of ["a", "b", "c"])
      cache.set(key, { owner: key, text: key }, Number.POSITIVE_INFINITY, cache.epoch());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.text).toBe("b");
    expect(cache.get("c")?.text).toBe("c");
    // Forgetting a dropped entry's group is harmless.
    cache.forgetGroup("a");
    expect(cache.get("c")?.text).toBe("c");
  });
});
