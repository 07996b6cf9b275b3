// Starts the built server for the e2e run on a fresh embedded database, with a local SMTP listener that
// keeps every mail the server sends as a JSON file in .tmp/mail-<port>/ (read by fixtures/mail.ts).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { FAKE_AI_KEY, startFakeAi } from "./fixtures/fake-ai-server.mjs";
import { startFakeLearningPlatform } from "./fixtures/fake-learning-platform.mjs";

// Keyed by port, so two runs on different ports (E2E_PORT) never wipe each other's database or mail.
const port = process.env.PORT ?? "3000";
const dataDir = fileURLToPath(new URL(`./.tmp/data-${port}`, import.meta.url));
const mailDir = fileURLToPath(new URL(`./.tmp/mail-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

/** smtp-server is a dev dependency of the server; it is usually hoisted, else found from there. */
async function loadSmtpServer() {
  try {
    return (await import("smtp-server")).SMTPServer;
  } catch {
    const require = createRequire(new URL("../apps/server/package.json", import.meta.url));
    return require("smtp-server").SMTPServer;
  }
}

function decodeQuotedPrintable(text) {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ""), "latin1");
  const out = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes.toString("latin1", i + 1, i + 3);
    if (bytes[i] === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(bytes[i]);
    }
  }
  return Buffer.from(out).toString("utf8");
}

function splitEntity(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody({ headers, body }) {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** Just enough MIME for nodemailer's output: single part, or (nested) multipart with text and html. */
function collectParts(entity, parts = {}) {
  const type = entity.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const chunk of entity.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      collectParts(splitEntity(chunk.replace(/^\r?\n/, "")), parts);
    }
  } else if (type.toLowerCase().startsWith("text/html")) {
    parts.html ??= decodeBody(entity);
  } else if (type.toLowerCase().startsWith("text/plain")) {
    parts.text ??= decodeBody(entity);
  }
  return parts;
}

/** Subjects may be RFC 2047 encoded words (non-ASCII characters such as an em dash). */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

const SMTPServer = await loadSmtpServer();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const entity = splitEntity(raw);
      const { text = "", html = "" } = collectParts(entity);
      const mail = {
        receivedAt: new Date().toISOString(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject: decodeWords(entity.headers.subject ?? ""),
        text,
        html,
        raw,
      };
      writeFileSync(`${mailDir}/${Date.now()}-${randomUUID()}.json`, JSON.stringify(mail, null, 2));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.once("error", reject);
  smtp.listen(0, "127.0.0.1", resolve);
});
const smtpPort = smtp.server.address().port;
// The AI helper talks to a local fake (fixtures/fake-ai-server.mjs), so every action runs with a "model".
const fakeAi = await startFakeAi();
// The LPU Resume and Coach LMS imports fetch from a local fake of the learning platform.
const fakePlatform = await startFakeLearningPlatform();

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url))],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      // Every test browser signs up from 127.0.0.1, so one address stands for many people here.
      RATE_LIMIT_FACTOR: "20",
      AI_BASE_URL: fakeAi.baseUrl,
      AI_API_KEY: FAKE_AI_KEY,
      AI_MODEL: "e2e-fake-model",
      LMS_API_URL: fakePlatform.baseUrl,
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    smtp.close();
    fakeAi.close();
    fakePlatform.close();
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  smtp.close();
  fakeAi.close();
  fakePlatform.close();
  process.exit(code ?? 0);
});
