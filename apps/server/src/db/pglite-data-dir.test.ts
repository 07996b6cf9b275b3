import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "./client.ts";

// The embedded database on disk, as a server's first start and every later one use it.
describe("PGlite in a data directory", () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "vitae-pglite-"));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("is created on the first start without keeping the bootstrap's memory, and keeps its rows across starts", async () => {
    const dataDir = join(parent, "data", "db");
    const externalBefore = process.memoryUsage().external;
    const first = await createDatabase({ driver: "pglite", dataDir });
    // In this process PostgreSQL's bootstrap holds over 500 MB of WebAssembly memory; a database opened after
    // it ran elsewhere holds its 128 MB heap.
    expect((process.memoryUsage().external - externalBefore) / 2 ** 20).toBeLessThan(300);
    await first.migrate();
    await first.query("create table kept (word text)");
    await first.query("insert into kept values ($1)", ["still here"]);
    expect(await first.query("show shared_buffers")).toMatchObject({ rows: [{ shared_buffers: "16MB" }] });
    await first.close();

    const second = await createDatabase({ driver: "pglite", dataDir });
    expect(await second.query("select word from kept")).toMatchObject({ rows: [{ word: "still here" }] });
    await second.close();
  }, 120_000);
});
