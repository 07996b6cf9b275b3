import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type LocalS3, s3Env, startLocalS3 } from "../../test/fakes/s3-server.ts";
import { createStorage } from "./create-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { isStorageKey, type Storage } from "./storage.ts";

let dir: string;
let s3: LocalS3;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitae-storage-"));
  // Two keys per listing page, so deleting a prefix has to follow continuation tokens.
  s3 = await startLocalS3({ pageSize: 2 });
});

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const s3Options = () => ({
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

const backends: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(join(dir, "root"))],
  ["S3", () => createS3Storage(s3Options())],
];

describe.each(backends)("%s storage", (_name, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });

  it("puts, gets, checks and deletes objects by key", async () => {
    const body = Buffer.from("%PDF-1.7 test");
    expect(await storage.exists("printer/abc.pdf")).toBe(false);
    expect(await storage.get("printer/abc.pdf")).toBeUndefined();
    await storage.put("printer/abc.pdf", body, { contentType: "application/pdf" });
    expect(await storage.exists("printer/abc.pdf")).toBe(true);
    expect(await storage.get("printer/abc.pdf")).toEqual({ body, contentType: "application/pdf" });
    await storage.delete("printer/abc.pdf");
    expect(await storage.exists("printer/abc.pdf")).toBe(false);
    expect(await storage.get("printer/abc.pdf")).toBeUndefined();
    await storage.delete("printer/abc.pdf");
  });

  it("keeps binary bodies byte for byte, the empty one included", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_value, index) => index));
    await storage.put("pictures/bytes.webp", bytes, { contentType: "image/webp" });
    await storage.put("pictures/empty.webp", Buffer.alloc(0), { contentType: "image/webp" });
    expect((await storage.get("pictures/bytes.webp"))?.body.equals(bytes)).toBe(true);
    expect((await storage.get("pictures/empty.webp"))?.body.length).toBe(0);
    expect(await storage.exists("pictures/empty.webp")).toBe(true);
  });

  it("replaces an object whole: readers during an overwrite see the old or the new one, never a mix", async () => {
    const one = Buffer.alloc(512 * 1024, "1");
    const two = Buffer.alloc(640 * 1024, "2");
    await storage.put("pictures/a.jpg", one, { contentType: "image/jpeg" });
    const reads = Array.from({ length: 6 }, () => storage.get("pictures/a.jpg"));
    await storage.put("pictures/a.jpg", two, { contentType: "image/jpeg" });
    for (const read of await Promise.all(reads)) {
      const body = read?.body;
      expect(body !== undefined && (body.equals(one) || body.equals(two))).toBe(true);
    }
    expect((await storage.get("pictures/a.jpg"))?.body.equals(two)).toBe(true);
  });

  it("deletes every object under a folder prefix and nothing beside it", async () => {
    const put = (key: string) => storage.put(key, Buffer.from(key), { contentType: "image/webp" });
    const mine = [
      "pictures/u1/a.webp",
      "pictures/u1/b.webp",
      "pictures/u1/c.webp",
      "pictures/u1/deep/d.webp",
    ];
    const others = ["pictures/u10/a.webp", "pictures/u2/a.webp", "pictures/u1.webp"];
    await Promise.all([...mine, ...others].map(put));

    await storage.deletePrefix("pictures/u1/");
    for (const key of mine) expect(await storage.exists(key)).toBe(false);
    for (const key of others) expect(await storage.exists(key)).toBe(true);
    // Nothing left to delete is not an error.
    await storage.deletePrefix("pictures/u1/");
    await storage.deletePrefix("pictures/nobody/");
  });

  it.each(["pictures/u2", "pictures", "/", "", "../", "pictures/../", "Pictures/u2/"])(
    "refuses to delete by the prefix %j",
    async (prefix) => {
      await storage.put("pictures/u2/a.webp", Buffer.from("kept"), { contentType: "image/webp" });
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Invalid storage prefix/);
      expect(await storage.exists("pictures/u2/a.webp")).toBe(true);
    },
  );

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
    await expect(storage.exists(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });
});

describe("local disk storage", () => {
  it("leaves no temporary file behind", async () => {
    const storage = createLocalStorage(join(dir, "tidy"));
    await storage.put("pictures/a.jpg", Buffer.from("one"), { contentType: "image/jpeg" });
    await storage.put("pictures/a.jpg", Buffer.from("two"), { contentType: "image/jpeg" });
    expect(await readdir(join(dir, "tidy", "pictures"))).toEqual(["a.jpg"]);
  });
});

describe("S3 storage", () => {
  it("talks path-style to the endpoint and keeps the content type as object metadata", async () => {
    const storage = createS3Storage(s3Options());
    await storage.put("printer/typed.bin", Buffer.from("x"), { contentType: "application/pdf" });
    expect(s3.objects.get("printer/typed.bin")?.contentType).toBe("application/pdf");
    expect(await storage.get("printer/typed.bin")).toMatchObject({ contentType: "application/pdf" });
    expect(s3.requests).toContain("PutObject printer/typed.bin");
  });

  it("lists a prefix page by page and deletes each page in one request", async () => {
    const storage = createS3Storage(s3Options());
    const keys = ["pictures/paged/1.webp", "pictures/paged/2.webp", "pictures/paged/3.webp"];
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: "image/webp" });
    s3.requests.length = 0;
    await storage.deletePrefix("pictures/paged/");
    expect(s3.requests).toEqual([
      "ListObjectsV2 pictures/paged/",
      "DeleteObjects pictures/paged/1.webp,pictures/paged/2.webp",
      "ListObjectsV2 pictures/paged/",
      "DeleteObjects pictures/paged/3.webp",
    ]);
  });

  it("is what STORAGE_DRIVER=s3 selects", async () => {
    const config = loadConfig(s3Env(s3));
    await createStorage(config).put("printer/configured.pdf", Buffer.from("%PDF"), {
      contentType: "application/pdf",
    });
    expect(s3.objects.get("printer/configured.pdf")?.body.toString()).toBe("%PDF");
  });

  it("fails loudly when the service refuses the credentials", async () => {
    const storage = createS3Storage({ ...s3Options(), secretAccessKey: "not-the-secret" });
    await expect(storage.get("printer/configured.pdf")).rejects.toThrow(/Signature does not match/);
    await expect(storage.exists("printer/configured.pdf")).rejects.toThrow();
  });
});

describe("the local S3 server", () => {
  it("refuses requests that are not signed with its key pair", async () => {
    await createS3Storage(s3Options()).put("printer/private.pdf", Buffer.from("%PDF"), {
      contentType: "application/pdf",
    });
    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/printer/private.pdf`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain("<Code>SignatureDoesNotMatch</Code>");

    const stranger = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIDSTRANGER", secretAccessKey: s3.secretAccessKey },
    });
    await expect(
      stranger.send(new GetObjectCommand({ Bucket: s3.bucket, Key: "printer/private.pdf" })),
    ).rejects.toThrow(/Unknown access key/);
    stranger.destroy();
  });
});
