import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html: string };

/** Sends one mail; rejects when the mail could not be handed over. */
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Releases connections; idempotent. */
  close(): void;
};

export type SmtpMailerOptions = {
  /** smtp:// or smtps:// URL, credentials included. */
  url: string;
  from: string;
};

/** nodemailer is loaded, and the transport made, with the first mail: a server without SMTP never loads it. */
export const createSmtpMailer = ({ url, from }: SmtpMailerOptions): Mailer => {
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  const connect = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transport;
  };
  return {
    send: async (mail) => {
      await (await connect()).sendMail({ from, ...mail });
    },
    close: () => {
      if (closed) return;
      closed = true;
      void transport?.then((open) => open.close());
    },
  };
};

/** Without an SMTP server, and when asked (MAIL_TO_CONSOLE), the mail is written to the log to follow its links. */
export const createLogMailer = (logger: FastifyBaseLogger): Mailer => ({
  send: async ({ to, subject, text }) => {
    logger.info({ mail: { to, subject } }, `Mail to ${to} (SMTP_URL not set):\n${subject}\n\n${text}`);
  },
  close: () => {},
});

/** Without an SMTP server and not asked to print: the mail goes nowhere, and its content stays out of the log. */
const createDiscardingMailer = (logger: FastifyBaseLogger): Mailer => ({
  send: async ({ subject }) => {
    logger.debug({ mail: { subject } }, "Mail not sent: neither SMTP_URL nor MAIL_TO_CONSOLE is set");
  },
  close: () => {},
});

export type MailerOptions = {
  mail: { smtpUrl: string | undefined; from: string; toConsole: boolean };
  logger: FastifyBaseLogger;
  /** In production a mail that is not sent is said once, at start-up. */
  production: boolean;
};

/** SMTP when `SMTP_URL` is set; else the log when MAIL_TO_CONSOLE is on; else nowhere. */
export const createMailer = ({ mail, logger, production }: MailerOptions): Mailer => {
  if (mail.smtpUrl !== undefined) return createSmtpMailer({ url: mail.smtpUrl, from: mail.from });
  if (production) {
    logger.warn(
      mail.toConsole
        ? "SMTP_URL is not set: mails (sign-up verification, password resets) are printed to the console, links and addresses included, because MAIL_TO_CONSOLE is on. Set SMTP_URL to send them."
        : "SMTP_URL is not set: mails (sign-up verification, password resets) go nowhere. Set SMTP_URL to send them, or MAIL_TO_CONSOLE=true to print them to the console.",
    );
  }
  return mail.toConsole ? createLogMailer(logger) : createDiscardingMailer(logger);
};
