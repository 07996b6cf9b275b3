import { isIP } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

// The only module that reads process.env: every variable is parsed here once, at start-up.

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export type DatabaseConfig =
  | { driver: "pglite"; dataDir: string }
  /** `poolSize`: connections this node keeps open at most (node-postgres' default is 10). */
  | { driver: "postgres"; url: string; poolSize?: number };

export type StorageConfig =
  | { driver: "local"; dir: string }
  | {
      driver: "s3";
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export type OAuthClient = { clientId: string; clientSecret: string };

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
  /** Further origins (`scheme://host[:port]`) whose browsers may send state-changing API requests. */
  allowedOrigins: string[];
  /** Absolute path of the data directory (embedded database, local storage). */
  dataDir: string;
  database: DatabaseConfig;
  /** Absolute path of the built web app. */
  webDistDir: string;
  logLevel: LogLevel;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits are per address): false
   * (none), true (any), a hop count, or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Multiplies every per-IP request limit (test rigs where all clients share one address). */
  rateLimitFactor: number;
  /** Redis or Valkey holding the per-address rate-limit counters of every node; else they live in the database. */
  redisUrl: string | undefined;
  auth: {
    accessTokenSecret: string | undefined;
    refreshTokenSecret: string | undefined;
    disableSignup: boolean;
    captcha: "off" | "altcha";
    /** Where passkeys are bound (see passkeySettings), or why this server offers none. */
    passkeys: PasskeySettings;
    /** `baseUrl`/`apiUrl` point at GitHub Enterprise Server when it is used instead of github.com. */
    github: (OAuthClient & { baseUrl: string; apiUrl: string }) | undefined;
    google: OAuthClient | undefined;
    oidc: (OAuthClient & { issuer: string }) | undefined;
  };
  coach: { jwtSecret: string | undefined; jwksUrl: string | undefined };
  /** Where the import dialog's server-side sources come from; each is off while unset. */
  imports: {
    /** The learning platform's API root (docs/learning-platform.md). */
    lmsApiUrl: string | undefined;
    /** A LinkedIn profile provider: GET `{apiUrl}?url=<profile URL>` with the key as a bearer token. */
    linkedinProfile: { apiUrl: string; apiKey: string | undefined } | undefined;
  };
  /**
   * `toConsole`: without an SMTP server, print each mail (recipient, links) to the log; otherwise mails without
   * SMTP go nowhere. MAIL_TO_CONSOLE, on by default outside production.
   */
  mail: { smtpUrl: string | undefined; from: string; toConsole: boolean };
  storage: StorageConfig;
  /** Largest accepted picture upload, in bytes (413 beyond). */
  uploadMaxBytes: number;
  /**
   * `prerender`: print PDFs into the cache shortly after each save, so the export click is a cache read.
   * `workers`: pages this node prints on at once, taking jobs from the shared queue (0: it only queues them).
   * `queueLimit`: print jobs waiting in the shared queue, all nodes together, before requests get 429.
   */
  printer: {
    chromePath: string | undefined;
    chromeWsEndpoint: string | undefined;
    prerender: boolean;
    workers: number;
    queueLimit: number;
  };
  ai: { baseUrl: string; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  institution: { name: string | undefined; logoUrl: string | undefined };
  templatePolicy: "all" | "institution";
  /** Days a deleted resume stays in the trash before it is deleted for good. */
  trashDays: number;
};

/** Thrown by loadConfig; its message holds one line per bad variable. */
export class ConfigError extends Error {
  readonly lines: string[];

  constructor(lines: string[]) {
    super(lines.join("\n"));
    this.name = "ConfigError";
    this.lines = lines;
  }
}

// Same depth from src/config.ts and from the bundled dist/main.js, so one relative path serves both.
const defaultWebDistDir = fileURLToPath(new URL("../../web/dist", import.meta.url));

const integer = (min: number, max: number) => {
  const rule = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .refine((value) => value >= min && value <= max, rule);
};

const isUrl = (value: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const url = (...protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => isUrl(value, protocols),
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`,
    );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });

const booleanish = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => ["true", "false", "1", "0"].includes(value), 'must be "true" or "false"')
  .transform((value) => value === "true" || value === "1");

/** `https://a.example, http://192.168.1.5:3000`: each entry a bare origin, so a typo fails at start-up. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== ""),
  )
  .superRefine((origins, context) => {
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (
        parsed === undefined ||
        !["http:", "https:"].includes(parsed.protocol) ||
        parsed.origin !== origin.replace(/\/+$/, "").toLowerCase()
      ) {
        context.addIssue({
          code: "custom",
          message: `"${origin}" is not an origin; use comma-separated entries like https://cv.example.com or http://192.168.1.5:3000 (no path)`,
        });
        return;
      }
    }
  })
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const secret = z.string().min(32, "must be at least 32 characters long");
const text = z.string();

const EnvSchema = z.object({
  NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
  PORT: integer(1, 65535).default(3000),
  HOST: text.default("0.0.0.0"),
  PUBLIC_URL: url("http:", "https:").optional(),
  ALLOWED_ORIGINS: originList.default([]),
  DATA_DIR: text.default("./data"),
  DATABASE_URL: url("postgres:", "postgresql:").optional(),
  DATABASE_POOL_SIZE: integer(1, 1000).default(10),
  REDIS_URL: url("redis:", "rediss:").optional(),
  WEB_DIST_DIR: text.optional(),
  LOG_LEVEL: oneOf(logLevels).default("info"),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) =>
        /^(true|false|[1-9]\d{0,2})$/i.test(value) || value.split(",").every((part) => part.trim() !== ""),
      'must be "true", "false", a number of hops, or comma-separated addresses',
    )
    .default("false"),
  RATE_LIMIT_FACTOR: integer(1, 1000).default(1),

  ACCESS_TOKEN_SECRET: secret.optional(),
  REFRESH_TOKEN_SECRET: secret.optional(),
  DISABLE_SIGNUP: booleanish.default(false),
  CAPTCHA: oneOf(["off", "altcha"]).default("off"),
  PASSKEYS: oneOf(["auto", "on", "off"]).default("auto"),
  GITHUB_CLIENT_ID: text.optional(),
  GITHUB_CLIENT_SECRET: text.optional(),
  GITHUB_BASE_URL: url("https:", "http:").default("https://github.com"),
  GITHUB_API_URL: url("https:", "http:").default("https://api.github.com"),
  GOOGLE_CLIENT_ID: text.optional(),
  GOOGLE_CLIENT_SECRET: text.optional(),
  OIDC_ISSUER: url("https:", "http:").optional(),
  OIDC_CLIENT_ID: text.optional(),
  OIDC_CLIENT_SECRET: text.optional(),
  COACH_JWT_SECRET: text.optional(),
  COACH_JWKS_URL: url("https:", "http:").optional(),
  LMS_API_URL: url("https:", "http:").optional(),
  LINKEDIN_PROFILE_API_URL: url("https:", "http:").optional(),
  LINKEDIN_PROFILE_API_KEY: text.optional(),

  SMTP_URL: url("smtp:", "smtps:").optional(),
  MAIL_FROM: text.default("Vitae <noreply@localhost>"),
  MAIL_TO_CONSOLE: booleanish.optional(),

  STORAGE_DRIVER: oneOf(["local", "s3"]).default("local"),
  STORAGE_DIR: text.optional(),
  S3_ENDPOINT: url("https:", "http:").optional(),
  S3_REGION: text.default("us-east-1"),
  S3_BUCKET: text.optional(),
  S3_ACCESS_KEY_ID: text.optional(),
  S3_SECRET_ACCESS_KEY: text.optional(),
  UPLOAD_MAX_BYTES: integer(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024),

  CHROME_PATH: text.optional(),
  CHROME_WS_ENDPOINT: url("ws:", "wss:").optional(),
  PRERENDER: booleanish.default(true),
  PRINT_WORKERS: integer(0, 32).default(2),
  PRINT_QUEUE_LIMIT: integer(1, 100_000).default(50),
  TRASH_DAYS: integer(1, 3650).default(30),

  AI_BASE_URL: url("https:", "http:").default("https://api.openai.com/v1"),
  AI_API_KEY: text.optional(),
  AI_MODEL: text.optional(),
  AI_TIMEOUT_MS: integer(1000, 600_000).default(30_000),

  INSTITUTION_NAME: text.optional(),
  INSTITUTION_LOGO_URL: z
    .string()
    .refine(
      (value) => value.startsWith("/") || isUrl(value, ["http:", "https:"]),
      "must be an http(s) URL or a path starting with /",
    )
    .optional(),
  TEMPLATE_POLICY: oneOf(["all", "institution"]).default("all"),
});

// Settings that only work together. Checked on the raw values so they are reported alongside format errors.
const together: [string, ...string[]][] = [
  ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
];

const missingCompanions = (input: Env): [string, string][] => {
  const problems: [string, string][] = [];
  for (const group of together) {
    const set = group.filter((name) => input[name] !== undefined);
    if (set.length === 0 || set.length === group.length) continue;
    for (const name of group) {
      if (input[name] === undefined) {
        problems.push([name, `required when ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set`]);
      }
    }
  }
  if (input.STORAGE_DRIVER === "s3" && input.S3_BUCKET === undefined) {
    problems.push(["S3_BUCKET", "required when STORAGE_DRIVER is s3"]);
  }
  return problems;
};

type Env = Record<string, string | undefined>;

const parseTrustProxy = (value: string): Config["trustProxy"] => {
  const lower = value.toLowerCase();
  if (lower === "true" || lower === "false") return lower === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
};

export type PasskeySettings =
  | { enabled: true; rpId: string; origins: string[] }
  | { enabled: false; reason: string; chosen: boolean };

const isLocalhost = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * Passkeys are bound to a relying-party id, a domain name: PUBLIC_URL's host. Browsers offer them only in a
 * secure context, so the address must be https (or http://localhost), and never an IP address. Accepted origins:
 * PUBLIC_URL's, and those of ALLOWED_ORIGINS on the same domain or a subdomain (others could not use the RP id).
 */
export const passkeySettings = (
  mode: "auto" | "on" | "off",
  publicUrl: string,
  allowedOrigins: readonly string[],
): PasskeySettings => {
  if (mode === "off") return { enabled: false, reason: "PASSKEYS is off", chosen: true };
  const url = new URL(publicUrl);
  const host = url.hostname;
  const refuse = (why: string): PasskeySettings => ({
    enabled: false,
    reason: `PUBLIC_URL ${publicUrl} ${why}; passkeys need https://<domain name> (or http://localhost)`,
    chosen: false,
  });
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0)
    return refuse("names an IP address, which cannot be a passkey domain");
  if (url.protocol !== "https:" && !isLocalhost(host))
    return refuse("is plain http, where browsers offer no passkeys");
  const usable = (origin: string) => {
    const other = new URL(origin);
    const secure = other.protocol === "https:" || isLocalhost(other.hostname);
    return secure && (other.hostname === host || other.hostname.endsWith(`.${host}`));
  };
  return { enabled: true, rpId: host, origins: [...new Set([url.origin, ...allowedOrigins.filter(usable)])] };
};

const knownVariables = Object.keys(EnvSchema.shape);

/** Every variable the server reads, for documentation checks. */
export const configVariables: readonly string[] = knownVariables;

export const loadConfig = (env: Env = process.env): Config => {
  // An empty value (`FOO=` in a .env file) means "not set", so the default applies.
  const input: Env = {};
  for (const name of knownVariables) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== "") input[name] = value;
  }

  const parsed = EnvSchema.safeParse(input);
  const problems: [string, string][] = [
    ...(parsed.error?.issues ?? []).map((issue): [string, string] => [String(issue.path[0]), issue.message]),
    ...missingCompanions(input),
  ];
  if (!parsed.success || problems.length > 0) {
    // One line per variable, in the order they are declared; its first failed rule is enough to fix it.
    const byName = new Map<string, string>();
    for (const [name, message] of problems) if (!byName.has(name)) byName.set(name, message);
    const lines = knownVariables
      .filter((name) => byName.has(name))
      .map((name) => `Invalid environment variable ${name}: ${byName.get(name)}`);
    throw new ConfigError(lines);
  }

  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const passkeys = passkeySettings(e.PASSKEYS, publicUrl, e.ALLOWED_ORIGINS);
  if (e.PASSKEYS === "on" && !passkeys.enabled) {
    throw new ConfigError([
      `Invalid environment variable PUBLIC_URL: ${passkeys.reason}, or set PASSKEYS=auto/off`,
    ]);
  }
  const dataDir = resolve(e.DATA_DIR);
  const pair = (clientId: string | undefined, clientSecret: string | undefined) =>
    clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret } : undefined;
  const oidc = pair(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET);
  const github = pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    allowedOrigins: e.ALLOWED_ORIGINS,
    dataDir,
    database:
      e.DATABASE_URL === undefined
        ? { driver: "pglite", dataDir: resolve(dataDir, "db") }
        : { driver: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    webDistDir: e.WEB_DIST_DIR === undefined ? defaultWebDistDir : resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    redisUrl: e.REDIS_URL,
    trashDays: e.TRASH_DAYS,
    auth: {
      accessTokenSecret: e.ACCESS_TOKEN_SECRET,
      refreshTokenSecret: e.REFRESH_TOKEN_SECRET,
      disableSignup: e.DISABLE_SIGNUP,
      captcha: e.CAPTCHA,
      passkeys,
      github: github && {
        ...github,
        baseUrl: e.GITHUB_BASE_URL.replace(/\/+$/, ""),
        apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ""),
      },
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      oidc: oidc && e.OIDC_ISSUER !== undefined ? { ...oidc, issuer: e.OIDC_ISSUER } : undefined,
    },
    coach: { jwtSecret: e.COACH_JWT_SECRET, jwksUrl: e.COACH_JWKS_URL },
    imports: {
      lmsApiUrl: e.LMS_API_URL?.replace(/\/+$/, ""),
      linkedinProfile:
        e.LINKEDIN_PROFILE_API_URL === undefined
          ? undefined
          : { apiUrl: e.LINKEDIN_PROFILE_API_URL, apiKey: e.LINKEDIN_PROFILE_API_KEY },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      // A production log is kept and shipped: verification links and addresses stay out of it unless asked for.
      toConsole: e.MAIL_TO_CONSOLE ?? e.NODE_ENV !== "production",
    },
    storage:
      e.STORAGE_DRIVER === "s3" && e.S3_BUCKET !== undefined
        ? {
            driver: "s3",
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : {
            driver: "local",
            dir: e.STORAGE_DIR === undefined ? resolve(dataDir, "storage") : resolve(e.STORAGE_DIR),
          },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    printer: {
      chromePath: e.CHROME_PATH,
      chromeWsEndpoint: e.CHROME_WS_ENDPOINT,
      prerender: e.PRERENDER,
      workers: e.PRINT_WORKERS,
      queueLimit: e.PRINT_QUEUE_LIMIT,
    },
    ai: {
      baseUrl: e.AI_BASE_URL.replace(/\/+$/, ""),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    institution: { name: e.INSTITUTION_NAME, logoUrl: e.INSTITUTION_LOGO_URL },
    templatePolicy: e.TEMPLATE_POLICY,
  };
};
