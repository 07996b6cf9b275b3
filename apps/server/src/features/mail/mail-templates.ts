import { mailText } from "./mail-i18n.ts";
import type { Mail } from "./mailer.ts";

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

// Mails in Arabic, Persian or Hebrew read right to left.
const rtlLanguages = new Set(["ar", "fa", "he"]);

type Paragraphs = {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
};

// One plain layout for every mail: readable as text, and as HTML without images or remote resources.
const render = ({ greeting, lines, action, footer }: Paragraphs, locale: string) => {
  const text = [greeting, ...lines, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join(
    "\n\n",
  );
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#18181b;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#52525b">${escapeHtml(action.url)}</p>`
    : "";
  const dir = rtlLanguages.has(locale.slice(0, 2)) ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${paragraph(greeting)}${lines.map(paragraph).join("")}${button}<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
};

/** Who a mail goes to: the address, the name in the greeting, and the language it is written in. */
type Recipient = { to: string; name: string; locale?: string | null | undefined };

export const verificationMail = ({ to, name, locale, url }: Recipient & { url: string }): Mail => {
  const { t, locale: language } = mailText(locale);
  return {
    to,
    subject: t("verification.subject"),
    ...render(
      {
        greeting: t("greeting", { name }),
        lines: [t("verification.body")],
        action: { label: t("verification.action"), url },
        footer: t("verification.footer"),
      },
      language,
    ),
  };
};

export const resetPasswordMail = ({ to, name, locale, url }: Recipient & { url: string }): Mail => {
  const { t, locale: language } = mailText(locale);
  return {
    to,
    subject: t("resetPassword.subject"),
    ...render(
      {
        greeting: t("greeting", { name }),
        lines: [t("resetPassword.body")],
        action: { label: t("resetPassword.action"), url },
        footer: t("resetPassword.footer"),
      },
      language,
    ),
  };
};

export const emailChangedMail = ({ to, name, locale, newEmail }: Recipient & { newEmail: string }): Mail => {
  const { t, locale: language } = mailText(locale);
  return {
    to,
    subject: t("emailChanged.subject"),
    ...render(
      {
        greeting: t("greeting", { name }),
        lines: [t("emailChanged.body", { newEmail })],
        footer: t("emailChanged.footer"),
      },
      language,
    ),
  };
};
