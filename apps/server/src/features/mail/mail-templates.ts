import { isRtlLocale } from "@vitae/schema";
import { mailText } from "./mail-i18n.ts";
import type { Mail } from "./mailer.ts";

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

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
  // Mails in Arabic, Persian or Hebrew read right to left, by the one rule the templates use too.
  const dir = isRtlLocale(locale) ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${paragraph(greeting)}${lines.map(paragraph).join("")}${button}<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
};

/**
 * Who a mail goes to: the address, the name in the greeting (none: a greeting without a name, for someone known
 * only by their address), and the language it is written in.
 */
type Recipient = { to: string; name?: string; locale?: string | null | undefined };

/** The mails; each is a catalogue group with subject, body, footer and (for links) action. */
type MailKind =
  | "verification"
  | "resetPassword"
  | "emailChanged"
  | "reviewDigest"
  | "reviewReply"
  | "reviewInvite";

/** One mail of a kind in the recipient's language; `values` fill the body's placeholders. */
const accountMail = (
  kind: MailKind,
  { to, name, locale }: Recipient,
  { url, values = {} }: { url?: string; values?: Record<string, string> },
): Mail => {
  const { t, locale: language } = mailText(locale);
  return {
    to,
    subject: t(`${kind}.subject`, values),
    ...render(
      {
        greeting: name === undefined ? t("greetingAnyone") : t("greeting", { name }),
        lines: [t(`${kind}.body`, values)],
        ...(url === undefined ? {} : { action: { label: t(`${kind}.action`), url } }),
        footer: t(`${kind}.footer`),
      },
      language,
    ),
  };
};

export const verificationMail = ({ url, ...recipient }: Recipient & { url: string }): Mail =>
  accountMail("verification", recipient, { url });

export const resetPasswordMail = ({ url, ...recipient }: Recipient & { url: string }): Mail =>
  accountMail("resetPassword", recipient, { url });

export const emailChangedMail = ({ newEmail, ...recipient }: Recipient & { newEmail: string }): Mail =>
  accountMail("emailChanged", recipient, { values: { newEmail } });

/** The owner's digest of one review session: how many comments and replies a named link received. */
export const reviewDigestMail = ({
  url,
  title,
  link,
  count,
  ...recipient
}: Recipient & { url: string; title: string; link: string; count: number }): Mail =>
  accountMail("reviewDigest", recipient, { url, values: { title, link, count: String(count) } });

/** A reviewer who left an e-mail hears of the owner's reply (quoted as plain text). */
export const reviewReplyMail = ({
  ownerName,
  reply,
  ...recipient
}: Recipient & { ownerName: string; reply: string }): Mail =>
  accountMail("reviewReply", recipient, { values: { ownerName, reply } });

/** An invitation to review a resume through a private link, in the language the owner chose for the reviewer. */
export const reviewInviteMail = ({
  url,
  ownerName,
  title,
  ...recipient
}: Omit<Recipient, "name"> & { url: string; ownerName: string; title: string }): Mail =>
  accountMail("reviewInvite", recipient, { url, values: { ownerName, title } });
