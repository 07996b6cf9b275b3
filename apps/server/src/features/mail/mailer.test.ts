import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { newRegistration, signUp } from "../auth/auth.test-helpers.ts";

/** A logger at debug whose lines the test reads, so nothing a mail logs at any level escapes the check. */
const capturedLogger = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "debug", pretty: false, destination }) };
};

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** The app with its own mailer choice (no mailer passed), signs one person up; answers the log. */
const signUpWith = async (env: Record<string, string>) => {
  const { lines, logger } = capturedLogger();
  test = await createTestApp({ env, logger });
  const startUp = lines.join("");
  const registration = newRegistration();
  await signUp(test.app, registration);
  return { startUp, mailLog: lines.join("").slice(startUp.length), email: registration.email };
};

const nowhere = "SMTP_URL is not set: mails (sign-up verification, password resets) go nowhere";
const printed =
  "SMTP_URL is not set: mails (sign-up verification, password resets) are printed to the console";

describe("mails without an SMTP server", () => {
  it("in production, are not printed by default, and start-up says once that they go nowhere and how to fix it", async () => {
    const { startUp, mailLog, email } = await signUpWith({ NODE_ENV: "production" });
    expect(startUp.split(nowhere)).toHaveLength(2);
    expect(startUp).toContain("MAIL_TO_CONSOLE=true");
    expect(mailLog).toContain("Mail not sent");
    // Neither the address nor the verification link reaches the log.
    expect(mailLog).not.toContain(email);
    expect(mailLog).not.toContain("verify-email");
    expect(mailLog).not.toContain("token=");
  });

  it("in production with MAIL_TO_CONSOLE=true, are printed, and start-up warns once", async () => {
    const { startUp, mailLog, email } = await signUpWith({ NODE_ENV: "production", MAIL_TO_CONSOLE: "true" });
    expect(startUp.split(printed)).toHaveLength(2);
    expect(mailLog).toContain(`Mail to ${email}`);
    expect(mailLog).toMatch(/token=/);
  });

  it("outside production, are printed by default without a warning", async () => {
    const { startUp, mailLog, email } = await signUpWith({ NODE_ENV: "development" });
    expect(startUp).not.toContain("SMTP_URL is not set");
    expect(mailLog).toContain(`Mail to ${email}`);
  });

  it("outside production, stay out of the log with MAIL_TO_CONSOLE=false", async () => {
    const { mailLog, email } = await signUpWith({ NODE_ENV: "development", MAIL_TO_CONSOLE: "false" });
    expect(mailLog).not.toContain(email);
  });
});
