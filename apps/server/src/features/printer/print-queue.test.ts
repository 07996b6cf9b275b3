import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { createTestDatabase, type TestDatabase } from "../../test/create-test-app.ts";
import { PrinterBusyError, PrintTimeoutError } from "./browser-pool.ts";
import {
  createPrintQueue,
  type PrintJob,
  type PrintQueue,
  type PrintQueueOptions,
  type PrintResult,
} from "./print-queue.ts";
import { PrintLimitError } from "./printer.ts";

// Two nodes on one database, each with its own connection when it is PostgreSQL (as two processes would).
let test: TestDatabase;
let secondConnection: Database;
const queues: PrintQueue[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  secondConnection = test.config.driver === "postgres" ? await createDatabase(test.config) : test.database;
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
  await test.database.query("delete from pgboss.job");
});

afterAll(async () => {
  if (secondConnection !== test.database) await secondConnection.close();
  await test.drop();
});

/** `events`: what the node ran, in order (`print:<resume>` or `prerender:<resume>`). */
type Node = { queue: PrintQueue; printed: PrintJob[]; events: string[] };

const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

/** A node whose "printer" records its jobs and answers a key named after it (or fails as `fail` says). */
const startNode = async (
  name: string,
  options: Partial<PrintQueueOptions> & { database?: Database; gate?: Promise<void>; fail?: Error } = {},
): Promise<Node> => {
  const printed: PrintJob[] = [];
  const events: string[] = [];
  const database = options.database ?? test.database;
  const queue = createPrintQueue({
    query: database.query,
    exclusive: database.exclusive,
    workers: 1,
    limit: 10,
    jobTimeoutMs: 5_000,
    pollMs: 100,
    ...options,
    async print(job): Promise<PrintResult> {
      printed.push(job);
      await options.gate;
      events.push(`print:${job.resumeId}`);
      if (options.fail !== undefined) throw options.fail;
      return { key: `${name}/${job.resumeId}.${job.kind}`, updatedAt: 1 };
    },
    async prerender(job) {
      await options.gate;
      events.push(`prerender:${job.resumeId}`);
    },
  });
  queues.push(queue);
  await queue.ready();
  return { queue, printed, events };
};

/** Polls until the condition holds (pg-boss answers through the database, so allow it a few seconds). */
const until = (check: () => boolean | Promise<boolean>) => expect.poll(check, { timeout: 5_000 }).toBe(true);

const waitingJobs = async (queue = "vitae-print") => {
  const { rows } = await test.database.query(
    "select count(*)::int as count from pgboss.job where name = $1 and state = 'created'",
    [queue],
  );
  return (rows[0] as { count: number }).count;
};

describe("the print queue", () => {
  it("runs a job at once on a node with a free worker, without queueing it", async () => {
    const node = await startNode("a");
    const result = await node.queue.print({ resumeId: "r1", kind: "pdf" });
    expect(result).toEqual({ key: "a/r1.pdf", updatedAt: 1 });
    expect(node.printed).toEqual([{ resumeId: "r1", kind: "pdf" }]);
    expect(node.queue.stats()).toMatchObject({ direct: 1, ranHere: 0, waitedRemote: 0 });
    const { rows } = await test.database.query("select count(*)::int as count from pgboss.job");
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("queues a job while the node's workers are busy, and a free worker on another node takes it", async () => {
    const gate = deferred();
    const busy = await startNode("busy", { gate: gate.promise });
    const free = await startNode("free", { database: secondConnection });
    const held = busy.queue.print({ resumeId: "held", kind: "pdf" });
    await until(() => busy.printed.length === 1);
    const second = await busy.queue.print({ resumeId: "second", kind: "pdf" });
    expect(second.key).toBe("free/second.pdf");
    expect(busy.queue.stats()).toMatchObject({ direct: 0, waitedRemote: 1 });
    expect(free.queue.stats()).toMatchObject({ ranHere: 1 });
    gate.release();
    expect((await held).key).toBe("busy/held.pdf");
  });

  it("lets another node print for a node without workers", async () => {
    const web = await startNode("web", { workers: 0 });
    const printer = await startNode("printer", { database: secondConnection });
    const result = await web.queue.print({ resumeId: "r2", kind: "thumbnail" });
    expect(result.key).toBe("printer/r2.thumbnail");
    expect(web.printed).toEqual([]);
    expect(printer.queue.stats().ranHere).toBe(1);
    expect(web.queue.stats().waitedRemote).toBe(1);
  });

  it("gives the waiting request the worker's error, across nodes too", async () => {
    const web = await startNode("web", { workers: 0 });
    await startNode("printer", {
      database: secondConnection,
      fail: new PrintLimitError("The resume has more than 20 pages"),
    });
    await expect(web.queue.print({ resumeId: "r3", kind: "pdf" })).rejects.toThrow(PrintLimitError);
    await expect(web.queue.print({ resumeId: "r3", kind: "pdf" })).rejects.toThrow("more than 20 pages");

    const local = await startNode("local", { fail: new AppError("ResumeNotFound") });
    await expect(local.queue.print({ resumeId: "r4", kind: "pdf" })).rejects.toMatchObject({
      code: "ResumeNotFound",
    });
  });

  it("refuses at once with a Retry-After once the queue is full, instead of waiting", async () => {
    const gate = deferred();
    const node = await startNode("a", { limit: 2, gate: gate.promise });
    const first = node.queue.print({ resumeId: "busy-1", kind: "pdf" });
    await until(() => node.printed.length === 1);
    const waiting = [
      node.queue.print({ resumeId: "busy-2", kind: "pdf" }),
      node.queue.print({ resumeId: "busy-3", kind: "pdf" }),
    ];
    await until(async () => (await waitingJobs()) === 2);

    const refused = await node.queue.print({ resumeId: "busy-4", kind: "pdf" }).catch((error) => error);
    expect(refused).toBeInstanceOf(PrinterBusyError);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.message).toMatch(/queue is full \(2 waiting\)/);
    expect(node.queue.stats().refused).toBe(1);

    gate.release();
    expect((await Promise.all([first, ...waiting])).map((result) => result.key)).toEqual([
      "a/busy-1.pdf",
      "a/busy-2.pdf",
      "a/busy-3.pdf",
    ]);
    expect(node.printed.map((job) => job.resumeId)).not.toContain("busy-4");
  });

  it("gives up on a job nobody took within the wait, and takes it off the queue", async () => {
    const node = await startNode("a", { workers: 0, waitTimeoutMs: 300 });
    const error = await node.queue.print({ resumeId: "r5", kind: "pdf" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(PrinterBusyError);
    expect(await waitingJobs()).toBe(0);
  });

  it("says the print timed out when a taken job outlives the wait", async () => {
    const gate = deferred();
    const node = await startNode("a", { waitTimeoutMs: 300, gate: gate.promise });
    const web = await startNode("web", { workers: 0, waitTimeoutMs: 300, database: secondConnection });
    // Taken by node a (the only worker), which never finishes within the wait of the node that queued it.
    const error = await web.queue.print({ resumeId: "r6", kind: "pdf" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(PrintTimeoutError);
    expect(node.printed).toHaveLength(1);
    gate.release();
  });

  it("keeps one pre-rendering job per resume waiting, and runs people's prints first", async () => {
    const gate = deferred();
    const node = await startNode("a", { gate: gate.promise });
    const blocker = node.queue.print({ resumeId: "blocker", kind: "pdf" });
    await until(() => node.printed.length === 1);
    await node.queue.prerender({ resumeId: "r7", userId: "u" });
    await node.queue.prerender({ resumeId: "r7", userId: "u" });
    await node.queue.prerender({ resumeId: "r8", userId: "u" });
    expect(await waitingJobs("vitae-prerender")).toBe(2);
    const person = node.queue.print({ resumeId: "person", kind: "pdf" });
    await until(async () => (await waitingJobs()) === 1);

    gate.release();
    await Promise.all([blocker, person]);
    await until(() => node.events.length === 4);
    expect(node.events).toEqual(["print:blocker", "print:person", "prerender:r7", "prerender:r8"]);
  });
});
