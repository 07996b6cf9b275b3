import { afterEach, describe, expect, it, vi } from "vitest";
import type { Storage } from "../storage/index.ts";
import { createPrintedVersions } from "./printed-versions.ts";

const recordingStorage = () => {
  const deleted: string[] = [];
  const storage: Storage = {
    put: async () => undefined,
    get: async () => undefined,
    exists: async () => true,
    delete: async (key) => {
      deleted.push(key);
    },
    deletePrefix: async () => undefined,
  };
  return { storage, deleted };
};

const v1 = new Date("2025-01-01T10:00:00.000Z");
const v2 = new Date("2025-01-01T10:05:00.000Z");

afterEach(() => {
  vi.useRealTimers();
});

describe("printed versions", () => {
  it("knows the file of a version it recorded, and only of that version", () => {
    const versions = createPrintedVersions({ storage: recordingStorage().storage, graceMs: 1000 });
    versions.record("r1", "pdf", v1, "printer/a.pdf");
    expect(versions.lookup("r1", "pdf", v1)).toBe("printer/a.pdf");
    expect(versions.lookup("r1", "pdf", v2)).toBeUndefined();
    expect(versions.lookup("r1", "thumbnail", v1)).toBeUndefined();
    expect(versions.lookup("r2", "pdf", v1)).toBeUndefined();
  });

  it("deletes a resume's previous file after the grace time, unless another resume still uses it", async () => {
    vi.useFakeTimers();
    const { storage, deleted } = recordingStorage();
    const versions = createPrintedVersions({ storage, graceMs: 1000 });
    versions.record("r1", "pdf", v1, "printer/a.pdf");
    versions.record("copy", "pdf", v1, "printer/a.pdf");
    versions.record("r1", "pdf", v2, "printer/b.pdf");
    versions.record("r2", "pdf", v1, "printer/c.pdf");
    versions.record("r2", "pdf", v2, "printer/d.pdf");
    await vi.advanceTimersByTimeAsync(999);
    expect(deleted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(deleted).toEqual(["printer/c.pdf"]);
    versions.close();
  });

  it("ignores an older version recorded late and forgets the oldest entries beyond its bound", () => {
    const versions = createPrintedVersions({
      storage: recordingStorage().storage,
      graceMs: 1000,
      maxEntries: 2,
    });
    versions.record("r1", "pdf", v2, "printer/new.pdf");
    versions.record("r1", "pdf", v1, "printer/old.pdf");
    expect(versions.lookup("r1", "pdf", v2)).toBe("printer/new.pdf");
    versions.record("r2", "pdf", v1, "printer/x.pdf");
    versions.record("r3", "pdf", v1, "printer/y.pdf");
    expect(versions.lookup("r1", "pdf", v2)).toBeUndefined();
    expect(versions.lookup("r3", "pdf", v1)).toBe("printer/y.pdf");
    versions.close();
  });
});
