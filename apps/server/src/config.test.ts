import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, configVariables, loadConfig } from "./config.ts";

const errorLines = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  throw new Error("loadConfig accepted the environment");
};

describe("loadConfig", () => {
  it("applies the defaults to an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir: resolve("data"),
      database: { driver: "pglite", dataDir: resolve("data", "db") },
      webDistDir: fileURLToPath(new URL("../../web/dist", import.meta.url)),
      logLevel: "info",
      trustProxy: false,
      auth: {
        accessTokenSecret: undefined,
        refreshTokenSecret: undefined,
        disableSignup: false,
        captcha: "off",
        github: undefined,
        google: undefined,
        oidc: undefined,
      },
      mail: { smtpUrl: undefined, from: "Vitae <noreply@localhost>", toConsole: true },
      storage: { driver: "local", dir: resolve("data", "storage") },
      ai: { baseUrl: "https://api.openai.com/v1", apiKey: undefined, model: undefined },
      templatePolicy: "all",
    });
  });

  it("derives PUBLIC_URL from PORT and resolves paths against the working directory", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "var/vitae", WEB_DIST_DIR: "web" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.dataDir).toBe(resolve("var/vitae"));
    expect(config.database).toEqual({ driver: "pglite", dataDir: resolve("var/vitae/db") });
    expect(config.webDistDir).toBe(resolve("web"));
  });

  it("reads every kind of value", () => {
    const secret = "s".repeat(32);
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://cv.example.org/",
      DATABASE_URL: "postgres://vitae:pw@db:5432/vitae",
      DISABLE_SIGNUP: "TRUE",
      ACCESS_TOKEN_SECRET: secret,
      REFRESH_TOKEN_SECRET: secret,
      SMTP_URL: "smtps://user:pw@mail.example.org:465",
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "shh",
      OIDC_ISSUER: "https://sso.example.org/realms/main",
      OIDC_CLIENT_ID: "vitae",
      OIDC_CLIENT_SECRET: "shh",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "resumes",
      S3_ENDPOINT: "http://minio:9000",
      CHROME_WS_ENDPOINT: "ws://chrome:3000",
      TEMPLATE_POLICY: "institution",
      INSTITUTION_LOGO_URL: "/logo.svg",
      CAPTCHA: "altcha",
      DATABASE_POOL_SIZE: "25",
      REDIS_URL: "redis://valkey:6379/0",
      PRINT_WORKERS: "0",
      PRINT_QUEUE_LIMIT: "200",
    });
    expect(config.redisUrl).toBe("redis://valkey:6379/0");
    expect(config.printer).toMatchObject({ workers: 0, queueLimit: 200 });
    expect(config.publicUrl).toBe("https://cv.example.org");
    expect(config.database).toEqual({
      driver: "postgres",
      url: "postgres://vitae:pw@db:5432/vitae",
      poolSize: 25,
    });
    expect(config.auth.disableSignup).toBe(true);
    expect(config.auth.github).toEqual({
      clientId: "id",
      clientSecret: "shh",
      baseUrl: "https://github.com",
      apiUrl: "https://api.github.com",
    });
    expect(config.auth.oidc).toEqual({
      issuer: "https://sso.example.org/realms/main",
      clientId: "vitae",
      clientSecret: "shh",
    });
    expect(config.auth.captcha).toBe("altcha");
    expect(config.storage).toEqual({
      driver: "s3",
      bucket: "resumes",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(config.templatePolicy).toBe("institution");
  });

  it("prints mails to the console by default only outside production; MAIL_TO_CONSOLE decides otherwise", () => {
    expect(loadConfig({}).mail.toConsole).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).mail.toConsole).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).mail.toConsole).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", MAIL_TO_CONSOLE: "true" }).mail.toConsole).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", MAIL_TO_CONSOLE: "0" }).mail.toConsole).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DISABLE_SIGNUP: " ", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      auth: { disableSignup: false },
      database: { driver: "pglite" },
    });
  });

  it.each([
    [{ PORT: "abc" }, "Invalid environment variable PORT: must be an integer between 1 and 65535"],
    [
      { REDIS_URL: "valkey:6379" },
      "Invalid environment variable REDIS_URL: must be a URL starting with redis:// or rediss://",
    ],
    [
      { PRINT_WORKERS: "33" },
      "Invalid environment variable PRINT_WORKERS: must be an integer between 0 and 32",
    ],
    [
      { PRINT_QUEUE_LIMIT: "0" },
      "Invalid environment variable PRINT_QUEUE_LIMIT: must be an integer between 1 and 100000",
    ],
    [{ PORT: "0" }, "Invalid environment variable PORT: must be an integer between 1 and 65535"],
    [{ PORT: "65536" }, "Invalid environment variable PORT: must be an integer between 1 and 65535"],
    [
      { NODE_ENV: "prod" },
      "Invalid environment variable NODE_ENV: must be one of: development, production, test",
    ],
    [
      { LOG_LEVEL: "verbose" },
      "Invalid environment variable LOG_LEVEL: must be one of: fatal, error, warn, info, debug, trace, silent",
    ],
    [
      { PUBLIC_URL: "cv.example.org" },
      "Invalid environment variable PUBLIC_URL: must be a URL starting with http:// or https://",
    ],
    [
      { DATABASE_URL: "mysql://db/vitae" },
      "Invalid environment variable DATABASE_URL: must be a URL starting with postgres:// or postgresql://",
    ],
    [
      { SMTP_URL: "mail.example.org" },
      "Invalid environment variable SMTP_URL: must be a URL starting with smtp:// or smtps://",
    ],
    [
      { ACCESS_TOKEN_SECRET: "short" },
      "Invalid environment variable ACCESS_TOKEN_SECRET: must be at least 32 characters long",
    ],
    [
      { DISABLE_SIGNUP: "yes please" },
      'Invalid environment variable DISABLE_SIGNUP: must be "true" or "false"',
    ],
    [
      { MAIL_TO_CONSOLE: "console" },
      'Invalid environment variable MAIL_TO_CONSOLE: must be "true" or "false"',
    ],
    [
      { TEMPLATE_POLICY: "some" },
      "Invalid environment variable TEMPLATE_POLICY: must be one of: all, institution",
    ],
    [{ CAPTCHA: "recaptcha" }, "Invalid environment variable CAPTCHA: must be one of: off, altcha"],
    [
      { CHROME_WS_ENDPOINT: "http://chrome:3000" },
      "Invalid environment variable CHROME_WS_ENDPOINT: must be a URL starting with ws:// or wss://",
    ],
    [
      { GITHUB_CLIENT_ID: "id" },
      "Invalid environment variable GITHUB_CLIENT_SECRET: required when GITHUB_CLIENT_ID is set",
    ],
    [
      { OIDC_ISSUER: "https://sso.example.org", OIDC_CLIENT_ID: "vitae" },
      "Invalid environment variable OIDC_CLIENT_SECRET: required when OIDC_ISSUER and OIDC_CLIENT_ID are set",
    ],
    [{ STORAGE_DRIVER: "s3" }, "Invalid environment variable S3_BUCKET: required when STORAGE_DRIVER is s3"],
    [
      { INSTITUTION_LOGO_URL: "logo.png" },
      "Invalid environment variable INSTITUTION_LOGO_URL: must be an http(s) URL or a path starting with /",
    ],
  ])("refuses %o with one clear line", (env, line) => {
    expect(errorLines(env)).toEqual([line]);
  });

  it("reports every bad variable, one line each, in declaration order", () => {
    const lines = errorLines({
      SMTP_URL: "nope",
      PORT: "99999",
      GOOGLE_CLIENT_SECRET: "x",
      NODE_ENV: "staging",
    });
    expect(lines).toEqual([
      "Invalid environment variable NODE_ENV: must be one of: development, production, test",
      "Invalid environment variable PORT: must be an integer between 1 and 65535",
      "Invalid environment variable GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set",
      "Invalid environment variable SMTP_URL: must be a URL starting with smtp:// or smtps://",
    ]);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
  });
});

describe("TRUST_PROXY", () => {
  it("takes true, false, a hop count or a list of addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "TRUE" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(errorLines({ TRUST_PROXY: "a,,b" })).toEqual([
      'Invalid environment variable TRUST_PROXY: must be "true", "false", a number of hops, or comma-separated addresses',
    ]);
  });
});

describe("the configuration documents", () => {
  const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

  it(".env.example lists every variable with its default", () => {
    const example: Record<string, string> = {};
    for (const match of repoFile(".env.example").matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) {
      example[match[1] ?? ""] = match[2] ?? "";
    }
    expect(Object.keys(example).sort()).toEqual([...configVariables].sort());
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it("docs/configuration.md has a row for every variable", () => {
    const documented = [...repoFile("docs/configuration.md").matchAll(/^\| `([A-Z0-9_]+)` *\|/gm)].map(
      (match) => match[1],
    );
    expect([...documented].sort()).toEqual([...configVariables].sort());
  });
});

describe("passkeys", () => {
  it("bind to PUBLIC_URL's host, accepting its origin and ALLOWED_ORIGINS on that domain", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://cv.example.org/",
      ALLOWED_ORIGINS: "https://www.cv.example.org,https://other.example,http://192.168.1.5:3000",
    });
    expect(config.auth.passkeys).toEqual({
      enabled: true,
      rpId: "cv.example.org",
      origins: ["https://cv.example.org", "https://www.cv.example.org"],
    });
    expect(loadConfig({ PORT: "8080" }).auth.passkeys).toEqual({
      enabled: true,
      rpId: "localhost",
      origins: ["http://localhost:8080"],
    });
  });

  it.each([
    ["http://192.168.1.5:3000", "names an IP address"],
    ["https://[::1]:3000", "names an IP address"],
    ["http://cv.example.org", "is plain http"],
  ])("are off for %s (%s), and PASSKEYS=on stops the start naming why", (publicUrl, why) => {
    const settings = loadConfig({ PUBLIC_URL: publicUrl }).auth.passkeys;
    expect(settings).toMatchObject({ enabled: false, chosen: false });
    expect(settings.enabled === false && settings.reason).toContain(why);
    expect(errorLines({ PUBLIC_URL: publicUrl, PASSKEYS: "on" })).toEqual([
      `Invalid environment variable PUBLIC_URL: PUBLIC_URL ${publicUrl} ${why}${
        why === "names an IP address"
          ? ", which cannot be a passkey domain"
          : ", where browsers offer no passkeys"
      }; passkeys need https://<domain name> (or http://localhost), or set PASSKEYS=auto/off`,
    ]);
  });

  it("are off with PASSKEYS=off whatever PUBLIC_URL says", () => {
    expect(loadConfig({ PUBLIC_URL: "https://cv.example.org", PASSKEYS: "off" }).auth.passkeys).toEqual({
      enabled: false,
      reason: "PASSKEYS is off",
      chosen: true,
    });
  });
});
