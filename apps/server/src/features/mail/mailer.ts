import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

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

export const createSmtpMailer = ({ url, from }: SmtpMailerOptions): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
};

/** Without an SMTP server the mail is written to the log, so a developer can follow its links. */
export const createLogMailer = (logger: FastifyBaseLogger): Mailer => ({
  send: async ({ to, subject, text }) => {
    logger.info({ mail: { to, subject } }, `Mail to ${to} (SMTP_URL not set):\n${subject}\n\n${text}`);
  },
  close: () => {},
});

export type MailerOptions = {
  mail: { smtpUrl: string | undefined; from: string };
  logger: FastifyBaseLogger;
};

/** SMTP when `SMTP_URL` is set, the log otherwise. */
export const createMailer = ({ mail, logger }: MailerOptions): Mailer =>
  mail.smtpUrl === undefined
    ? createLogMailer(logger)
    : createSmtpMailer({ url: mail.smtpUrl, from: mail.from });
