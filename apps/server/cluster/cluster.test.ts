import { readFileSync } from "node:fs";
import { createSampleResumeData, type Resume, ResumeSchema, UploadImageResultSchema } from "@vitae/schema";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "./cluster-harness.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl === undefined) throw new Error("The cluster test needs PostgreSQL: set TEST_DATABASE_URL");

let cluster: Cluster;

beforeAll(async () => {
  // One page per node and a short queue, so that a burst of prints spills into the queue and past it.
  cluster = await startCluster(postgresUrl, { PRINT_WORKERS: "1", PRINT_QUEUE_LIMIT: "4" });
});

afterAll(async () => {
  await cluster?.stop();
});

/** A browser-like client of the balancer: keeps its cookies; `node` pins a request to node 0 (A) or 1 (B). */
const client = (address = "203.0.113.7") => {
  const cookies = new Map<string, string>();
  return async (path: string, init: RequestInit & { node?: number; json?: unknown } = {}) => {
    const { node, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("x-forwarded-for", address);
    headers.set("origin", cluster.url);
    if (node !== undefined) headers.set("x-cluster-node", String(node));
    if (cookies.size > 0)
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if (json !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${cluster.url}${path}`, {
      ...rest,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value.join("="));
    }
    return response;
  };
};

const patchOf = (resume: Resume, title: string) => ({
  title,
  slug: resume.slug,
  visibility: resume.visibility,
  data: resume.data,
  updatedAt: resume.updatedAt,
});

const journal = JSON.parse(
  readFileSync(new URL("../src/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

describe("two nodes behind a load balancer, on one PostgreSQL and one S3", () => {
  const person = client();
  let resume: Resume;

  it("applied each migration once, though both nodes started on the fresh database at the same time", async () => {
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const { rows } = await database.query(
      "select count(*)::int as applied from drizzle.__drizzle_migrations",
    );
    await database.end();
    expect(rows[0]?.applied).toBe(journal.entries.length);
  });

  it("signs in through node A and continues through node B", async () => {
    const registered = await person("/api/auth/register", {
      method: "POST",
      node: 0,
      json: {
        name: "Clu Ster",
        username: "cluster",
        email: "cluster@example.com",
        password: "correct horse",
      },
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect(registered.headers.get("x-served-by")).toBe("a");
    const me = await person("/api/user/me", { node: 1 });
    expect(me.status).toBe(200);
    expect(me.headers.get("x-served-by")).toBe("b");
    expect(await me.json()).toMatchObject({ username: "cluster" });
  });

  it("autosaves alternating between the nodes; a stale write gets 409 on either", async () => {
    const created = await person("/api/resume", {
      method: "POST",
      node: 1,
      json: { title: "Clustered", slug: "clustered" },
    });
    resume = ResumeSchema.parse(await created.json());
    const first = resume;
    for (let n = 0; n < 10; n++) {
      const saved = await person(`/api/resume/${resume.id}`, {
        method: "PATCH",
        node: n % 2,
        json: patchOf(resume, `Save ${n}`),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      resume = ResumeSchema.parse(await saved.json());
      // The other node reads what this one wrote.
      const read = await person(`/api/resume/${resume.id}`, { node: (n + 1) % 2 });
      expect(ResumeSchema.parse(await read.json()).title).toBe(`Save ${n}`);
    }
    for (const node of [0, 1]) {
      const stale = await person(`/api/resume/${resume.id}`, {
        method: "PATCH",
        node,
        json: patchOf(first, "Stale"),
      });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ code: "ResumeConflict", resume: { title: "Save 9" } });
    }
  });

  it("serves through node B a picture uploaded through node A", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "face.png");
    const uploaded = await person("/api/storage/image", { method: "PUT", node: 0, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    // The answer's `data` is the picture's URL (UploadImageResult).
    const { data: url } = UploadImageResultSchema.parse(await uploaded.json());
    const picture = await person(new URL(url, cluster.url).pathname, { node: 1 });
    expect(picture.status, url).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(cluster.s3.objects.size).toBeGreaterThan(0);
  });

  it("prints on both nodes, and either serves the other's file", async () => {
    for (const [printOn, fetchOn] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const printed = await person(`/api/resume/print/${resume.id}`, { node: printOn });
      expect(printed.status, await printed.clone().text()).toBe(200);
      const { url } = (await printed.json()) as { url: string };
      const file = await person(new URL(url, cluster.url).pathname + new URL(url, cluster.url).search, {
        node: fetchOn,
      });
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    }
  });

  it("queues a burst of prints in PostgreSQL for both nodes, and answers 429 with Retry-After past its bound", async () => {
    const sample = createSampleResumeData();
    const ids: string[] = [];
    for (let n = 0; n < 14; n++) {
      const data = { ...sample, basics: { ...sample.basics, name: `Burst ${n}` } };
      const created = await person("/api/resume/import", { method: "POST", json: { data } });
      expect(created.status).toBe(201);
      ids.push(ResumeSchema.parse(await created.json()).id);
    }
    const answers = await Promise.all(ids.map((id) => person(`/api/resume/print/${id}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      String(statuses),
    ).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);

    // Those that waited were printed from the queue in PostgreSQL, by whichever node had its page free.
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const { rows } = await database.query(
      "select count(*)::int as count from pgboss.job where name = 'vitae-print' and state = 'completed'",
    );
    await database.end();
    expect(rows[0]?.count).toBeGreaterThan(0);

    // Once the burst is over, a refused print goes through.
    const retried = await person(`/api/resume/print/${ids[statuses.indexOf(429)]}`);
    expect(retried.status).toBe(200);
  });

  it("counts a client's sign-in attempts across both nodes", async () => {
    const stranger = client("198.51.100.23");
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const attempt = await stranger("/api/auth/login", {
        method: "POST",
        node: n % 2,
        json: { identifier: `nobody-${n}@example.com`, password: "wrong password" },
      });
      statuses.push(attempt.status);
      if (attempt.status === 429) expect(Number(attempt.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Ten a minute per address (auth.limits.ts), whichever node answers.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await client("198.51.100.24")("/api/auth/login", {
      method: "POST",
      node: 1,
      json: { identifier: "nobody@example.com", password: "wrong password" },
    });
    expect(other.status).toBe(401);
  });

  it("keeps serving when a node dies mid-way, with every acknowledged save kept", async () => {
    const acknowledged: string[] = [];
    for (let n = 0; n < 30; n++) {
      if (n === 12) cluster.kill(0);
      const saved = await person(`/api/resume/${resume.id}`, {
        method: "PATCH",
        json: patchOf(resume, `Live ${n}`),
      });
      if (saved.status === 200) {
        resume = ResumeSchema.parse(await saved.json());
        acknowledged.push(resume.title);
      }
    }
    // Requests in flight on the killed node may fail; after it, the balancer sends everything to B.
    expect(acknowledged.length).toBeGreaterThanOrEqual(28);
    const read = await person(`/api/resume/${resume.id}`);
    expect(read.headers.get("x-served-by")).toBe("b");
    expect(ResumeSchema.parse(await read.json()).title).toBe(acknowledged.at(-1));
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const { rows } = await database.query("select title from resumes where id = $1", [resume.id]);
    await database.end();
    expect(rows[0]?.title).toBe(acknowledged.at(-1));
  });
});
