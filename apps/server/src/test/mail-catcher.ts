import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createSmtpMailer, type Mailer } from "../features/mail/mailer.ts";

export type CaughtMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type MailCatcher = {
  /** A mailer sending to this listener over real SMTP. */
  mailer: Mailer;
  mails: CaughtMail[];
  /** The first mail to `to` matching `subject` not yet taken; waits for it up to `timeoutMs`. */
  next(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<CaughtMail>;
  /** Mails to `to` received so far. */
  to(to: string): CaughtMail[];
  close(): Promise<void>;
};

type Part = { headers: Map<string, string>; body: string };

const parsePart = (raw: string): Part => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeBody = ({ headers, body }: Part): string => {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
};

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. Adjacent words are one run: the whitespace
// between them is not text, and a character's bytes may be split across two of them.
const encodedWord = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
const wordBytes = (kind: string, text: string): Buffer =>
  kind.toLowerCase() === "b"
    ? Buffer.from(text, "base64")
    : Buffer.from(
        text
          .replaceAll("_", " ")
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        "latin1",
      );
const decodeHeader = (value: string) =>
  value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(encodedWord)].map(([, kind = "b", text = ""]) => wordBytes(kind, text));
    const trailing = /\s*$/.exec(run)?.[0] ?? "";
    return Buffer.concat(bytes).toString("utf8") + trailing;
  });

/** Just enough MIME for nodemailer's text + HTML alternatives. */
const parseMail = (raw: string, recipients: string[]): CaughtMail => {
  const message = parsePart(raw);
  const contentType = message.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        .map((part) => parsePart(part.replace(/^\r?\n/, "")))
    : [message];
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "text/plain").startsWith(type));
  const text = ofType("text/plain");
  const html = ofType("text/html");
  return {
    to: recipients,
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : "",
    raw,
  };
};

/** A real SMTP listener on 127.0.0.1 (random port) keeping every mail it receives. */
export const startMailCatcher = async (): Promise<MailCatcher> => {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), recipients));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "Vitae <noreply@vitae.test>" });

  const find = (to: string, subject: RegExp | undefined) =>
    mails.find(
      (mail) =>
        !taken.has(mail) && mail.to.includes(to.toLowerCase()) && (subject?.test(mail.subject) ?? true),
    );

  return {
    mailer,
    mails,
    to: (to) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    next: (to, { subject, timeoutMs = 5000 } = {}) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (mail === undefined) return false;
          taken.add(mail);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      }),
    close: async () => {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** The first link in a mail's text starting with `prefix`. */
export const linkIn = (mail: CaughtMail, prefix: string): URL => {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (found === undefined) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return new URL(found);
};
