// Login latency: `npx tsx bench/login.ts` (PGlite in memory) or with DATABASE_URL set (a throwaway database on
// that PostgreSQL server). Starts the whole app in this process on 127.0.0.1:<free port>, registers one user and
// times sequential POST /api/auth/login calls over HTTP: the right password, a wrong password and an unknown
// e-mail address (the last two should cost the same, so timing does not reveal whether an account exists).
//
// Also prints the CPU time per login, a figure that holds on a busy machine too.
//
// Options (environment): BENCH_LOGINS (50), BENCH_WARMUP (5), LOG_LEVEL (silent).
import { randomBytes } from "node:crypto";
import os from "node:os";
import { benchRegistration, percentile, readNumber, signUp, startBenchApp } from "./lib/bench-app.ts";

const main = async () => {
  const { argon2Options } = await import("@vitae/server/src/features/auth/password.ts");

  const logins = readNumber("BENCH_LOGINS", 50);
  const warmup = readNumber("BENCH_WARMUP", 5);

  // The limits would (rightly) stop a client making this many attempts; the benchmark measures the work behind them.
  const unlimited = { max: 1_000_000, timeWindowMs: 60_000 };
  const noLockout = { maxAttempts: 1_000_000, windowMs: 60_000, lockMs: 1, maxLockMs: 1 };
  const bench = await startBenchApp({
    env: {
      ACCESS_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      REFRESH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    },
    deps: { authLimits: { perIp: { login: unlimited, register: unlimited }, passwordLockout: noLockout } },
  });
  const url = await bench.listen();

  try {
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };

    await signUp(url);

    const cases = [
      {
        name: "right password",
        password: benchRegistration.password,
        identifier: benchRegistration.email,
        status: 200,
      },
      {
        name: "wrong password",
        password: "not the password",
        identifier: benchRegistration.email,
        status: 401,
      },
      {
        name: "unknown e-mail",
        password: benchRegistration.password,
        identifier: "nobody@example.com",
        status: 401,
      },
    ];
    const rows: string[][] = [];
    for (const scenario of cases) {
      const times: number[] = [];
      let cpuMs = 0;
      for (let round = 0; round < warmup + logins; round += 1) {
        const cpuBefore = process.cpuUsage();
        const { status, ms } = await post("/api/auth/login", {
          identifier: scenario.identifier,
          password: scenario.password,
        });
        if (status !== scenario.status)
          throw new Error(`${scenario.name}: expected ${scenario.status}, got ${status}`);
        if (round >= warmup) {
          times.push(ms);
          const cpu = process.cpuUsage(cpuBefore);
          cpuMs += (cpu.user + cpu.system) / 1000;
        }
      }
      times.sort((a, b) => a - b);
      rows.push([
        scenario.name,
        String(times.length),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        (times[0] ?? Number.NaN).toFixed(1),
        (times.at(-1) ?? Number.NaN).toFixed(1),
        (cpuMs / times.length).toFixed(1),
      ]);
    }

    const { memoryCost, timeCost, parallelism } = argon2Options;
    console.log(
      `POST /api/auth/login on ${bench.config.database.driver}, argon2id m=${memoryCost} KiB (${memoryCost / 1024} MiB), ` +
        `t=${timeCost}, p=${parallelism}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}`,
    );
    // CPU time (all threads of this process: server, argon2 and the client) barely depends on what else runs on
    // the machine, unlike wall time; on an idle machine one sequential login takes about that long.
    const header = ["case", "n", "p50 ms", "p95 ms", "min ms", "max ms", "CPU ms/login"];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    for (const row of [header, ...rows]) {
      console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join("  "));
    }
  } finally {
    await bench.close();
  }
};

await main();
