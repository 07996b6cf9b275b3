import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { isStorageKey, type Storage } from "./storage.ts";

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitae-storage-"));
  storage = createLocalStorage(join(dir, "root"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("local storage", () => {
  it("puts, gets, checks and deletes objects by key", async () => {
    const body = Buffer.from("%PDF-1.7 test");
    expect(await storage.exists("printer/abc.pdf")).toBe(false);
    expect(await storage.get("printer/abc.pdf")).toBeUndefined();
    await storage.put("printer/abc.pdf", body, { contentType: "application/pdf" });
    expect(await storage.exists("printer/abc.pdf")).toBe(true);
    expect(await storage.get("printer/abc.pdf")).toEqual({ body, contentType: "application/pdf" });
    await storage.delete("printer/abc.pdf");
    expect(await storage.exists("printer/abc.pdf")).toBe(false);
    await storage.delete("printer/abc.pdf");
  });

  it("replaces an object whole and leaves no temporary file behind", async () => {
    await storage.put("pictures/a.jpg", Buffer.from("one"), { contentType: "image/jpeg" });
    await storage.put("pictures/a.jpg", Buffer.from("two"), { contentType: "image/jpeg" });
    expect((await storage.get("pictures/a.jpg"))?.body.toString()).toBe("two");
    expect(await readdir(join(dir, "root", "pictures"))).toEqual(["a.jpg"]);
  });

  it.each([
    "../escape.pdf",
    "/etc/passwd",
    "printer/../../x",
    "printer//x.pdf",
    "Printer/X.pdf",
    "",
    "a/./b",
    ".hidden",
  ])("refuses the key %j", async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
  });
});
