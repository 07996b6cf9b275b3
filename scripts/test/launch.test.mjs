// `npm start` on a fresh machine: Chromium is found (or installed) before the web build, which renders the
// template thumbnails with it, and a build made while Chromium was missing is redone once it is there.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { prepareLaunch } from "../lib/launch.mjs";
import { builtThumbnailsDir, staleTargets } from "../lib/workspace.mjs";

/** A workspace whose web app and server were built after their sources, without thumbnails. */
function builtWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), "vitae-launch-"));
  const write = (path, time) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), "x");
    utimesSync(join(dir, path), time, time);
  };
  const sources = new Date(2026, 0, 1);
  const builds = new Date(2026, 0, 2);
  write("apps/web/src/main.tsx", sources);
  write("apps/server/src/main.ts", sources);
  write("apps/web/dist/index.html", builds);
  write("apps/server/dist/main.js", builds);
  return { dir, write };
}

const names = (stale) => stale.map(({ target, reason }) => `${target.name}: ${reason}`);

test("a web build without thumbnails is stale once Chromium is there, and fresh once they exist", () => {
  const { dir, write } = builtWorkspace();
  try {
    assert.deepEqual(names(staleTargets({ cwd: dir, chromium: undefined })), []);
    assert.deepEqual(names(staleTargets({ cwd: dir, chromium: "/usr/bin/chromium" })), [
      "web app: template thumbnails missing",
    ]);
    write(`${builtThumbnailsDir}/vitae.jpg`, new Date(2026, 0, 3));
    assert.deepEqual(names(staleTargets({ cwd: dir, chromium: "/usr/bin/chromium" })), []);
    // Source changes still win, with or without Chromium.
    write("apps/server/src/main.ts", new Date(2026, 0, 4));
    assert.deepEqual(names(staleTargets({ cwd: dir, chromium: undefined })), ["server: sources changed"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The launcher's steps, recording what ran in which order and what the build was given. */
function recordingSteps(chromium) {
  const calls = [];
  return {
    calls,
    steps: {
      ensureDependencies: async () => calls.push("dependencies"),
      ensureChromium: async () => {
        calls.push("ensure chromium");
        return chromium;
      },
      findChromium: () => {
        calls.push("find chromium");
        return chromium;
      },
      buildIfStale: async (options) => calls.push(`build with chromium=${options.chromium}`),
    },
  };
}

test("npm start finds or installs Chromium before it builds, and hands it to the build and the server", async () => {
  const { calls, steps } = recordingSteps("/usr/bin/chromium");
  const env = await prepareLaunch({ env: {}, steps, warn: (line) => calls.push(`warn ${line}`) });
  assert.deepEqual(calls, ["dependencies", "ensure chromium", "build with chromium=/usr/bin/chromium"]);
  assert.equal(env.CHROME_PATH, "/usr/bin/chromium");
  assert.equal(env.NODE_ENV, "production");
});

test("without Chromium npm start warns, builds without thumbnails, and the server gets no CHROME_PATH", async () => {
  const { calls, steps } = recordingSteps(undefined);
  const env = await prepareLaunch({ env: {}, steps, warn: () => calls.push("warn") });
  assert.deepEqual(calls, ["dependencies", "ensure chromium", "warn", "build with chromium=undefined"]);
  assert.equal(env.CHROME_PATH, undefined);
});

test("with a remote print browser npm start installs nothing, but a local Chromium still draws thumbnails", async () => {
  const { calls, steps } = recordingSteps("/usr/bin/chromium");
  const env = await prepareLaunch({ env: { CHROME_WS_ENDPOINT: "ws://chrome:3000" }, steps });
  assert.deepEqual(calls, ["dependencies", "find chromium", "build with chromium=/usr/bin/chromium"]);
  assert.equal(env.CHROME_PATH, undefined);
});

test("without SMTP npm start prints mails to the console, unless MAIL_TO_CONSOLE says otherwise", async () => {
  const launch = (env) => prepareLaunch({ env, steps: recordingSteps("/usr/bin/chromium").steps });
  assert.equal((await launch({})).MAIL_TO_CONSOLE, "true");
  assert.equal((await launch({ MAIL_TO_CONSOLE: "false" })).MAIL_TO_CONSOLE, "false");
  assert.equal((await launch({ SMTP_URL: "smtp://mail:587" })).MAIL_TO_CONSOLE, undefined);
});
