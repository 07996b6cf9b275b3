import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type LocalS3, s3Env, startLocalS3 } from "../src/test/fakes/s3-server.ts";

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url));

export type ClusterNode = { name: string; port: number; process: ChildProcess; output: string[] };

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/** A built server process (`dist/main.js`), as production runs it; resolves once it says it is ready. */
const startNode = async (name: string, env: Record<string, string>): Promise<ClusterNode> => {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const node = { name, port, process: child, output };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join("")}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes("Vitae is ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join("")}`));
    });
  });
  return node;
};

/**
 * A few lines of round-robin load balancing, as nginx or a cloud balancer would do it: each request goes to the
 * next node that is up (a refused connection tries the next one), with X-Forwarded-For/-Proto/-Host set. A test
 * may pin a request to a node with the `x-cluster-node` header (its index).
 */
const startBalancer = async (nodes: () => ClusterNode[]): Promise<{ url: string; server: Server }> => {
  let next = 0;
  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    attempt: number,
    res: import("node:http").ServerResponse,
  ) => {
    const all = nodes();
    const pinned = incoming.headers["x-cluster-node"];
    const index = pinned === undefined ? (next++ + attempt) % all.length : Number(pinned);
    const target = all[index];
    if (target === undefined) {
      res.writeHead(502).end();
      return;
    }
    const { "x-cluster-node": _pin, ...headers } = incoming.headers;
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...headers,
          "x-forwarded-for": headers["x-forwarded-for"] ?? incoming.socket.remoteAddress ?? "127.0.0.1",
          "x-forwarded-proto": "http",
          "x-forwarded-host": headers.host ?? "",
          "x-served-by": target.name,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": target.name });
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      // A node that is down: the next one, once round the ring (never for a pinned request).
      if (pinned === undefined && attempt + 1 < all.length) forward(incoming, body, attempt + 1, res);
      else if (!res.headersSent) res.writeHead(502).end();
    });
    outgoing.end(body);
  };
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, Buffer.concat(chunks), 0, res));
  });
  // Longer than the clients' own idle timeout, as real balancers are: a client never sends on a socket the
  // balancer is closing at that very moment.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

export type Cluster = {
  url: string;
  nodes: ClusterNode[];
  s3: LocalS3;
  databaseUrl: string;
  /** Kills a node at once (SIGKILL): no shutdown, connections cut. */
  kill(index: number): void;
  /** Stops a node as a deploy does (SIGTERM, requests in flight finish) and starts it again. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
};

/** Two nodes on a fresh database of TEST_DATABASE_URL and one S3 double, with the secrets they share. */
/** Two nodes on a fresh database of `postgresUrl`; `env` adds to (or overrides) the settings both nodes share. */
export const startCluster = async (
  postgresUrl: string,
  env: Record<string, string> = {},
): Promise<Cluster> => {
  const name = `vitae_cluster_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
  const s3 = await startLocalS3();
  const nodes: ClusterNode[] = [];
  const balancer = await startBalancer(() =>
    nodes.filter((node) => node.process.exitCode === null && !node.process.killed),
  );
  const shared = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: balancer.url,
    TRUST_PROXY: "true",
    ACCESS_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    REFRESH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    ...s3Env(s3),
    PRERENDER: "false",
    ...env,
  };
  const envOf = (node: string) => ({ ...shared, DATA_DIR: `/tmp/${name}-${node}` });
  // Both start at once: the migration lock makes one wait for the other's migrations.
  const started = await Promise.all(["a", "b"].map((node) => startNode(node, envOf(node))));
  nodes.push(...started);
  return {
    url: balancer.url,
    nodes,
    s3,
    databaseUrl,
    kill: (index) => nodes[index]?.process.kill("SIGKILL"),
    restart: async (index) => {
      const node = nodes[index];
      if (node === undefined) return;
      const exited = new Promise((resolve) => node.process.once("exit", resolve));
      node.process.kill("SIGTERM");
      await exited;
      nodes[index] = await startNode(node.name, envOf(node.name));
    },
    stop: async () => {
      const running = nodes.filter(
        (node) => node.process.exitCode === null && node.process.signalCode === null,
      );
      await Promise.all(
        running.map(
          (node) =>
            new Promise<void>((resolve) => {
              // A clean stop first; a node still up after ten seconds is killed, so a test run never hangs on it.
              const kill = setTimeout(() => node.process.kill("SIGKILL"), 10_000);
              node.process.once("exit", () => {
                clearTimeout(kill);
                resolve();
              });
              node.process.kill("SIGTERM");
            }),
        ),
      );
      balancer.server.closeAllConnections();
      await new Promise((resolve) => balancer.server.close(resolve));
      await s3.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
};
