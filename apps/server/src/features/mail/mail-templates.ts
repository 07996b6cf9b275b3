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
const render = ({ greeting, lines, action, footer }: Paragraphs) => {
  const text = [greeting, ...lines, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join(
    "\n\n",
  );
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#18181b;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#52525b">${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${paragraph(greeting)}${lines.map(paragraph).join("")}${button}<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
};

export const verificationMail = ({ to, name, url }: { to: string; name: string; url: string }): Mail => ({
  to,
  subject: "Verify your e-mail address",
  ...render({
    greeting: `Hello ${name},`,
    lines: ["Please confirm that this is your e-mail address by opening the link below."],
    action: { label: "Verify e-mail address", url },
    footer: "If you did not create an account with Vitae, you can ignore this mail.",
  }),
});

export const resetPasswordMail = ({ to, name, url }: { to: string; name: string; url: string }): Mail => ({
  to,
  subject: "Reset your password",
  ...render({
    greeting: `Hello ${name},`,
    lines: [
      "Somebody asked to reset the password of your Vitae account. The link below works once, for one hour.",
    ],
    action: { label: "Reset password", url },
    footer: "If you did not ask for this, you can ignore this mail; your password stays as it is.",
  }),
});

export const emailChangedMail = ({
  to,
  name,
  newEmail,
}: {
  to: string;
  name: string;
  newEmail: string;
}): Mail => ({
  to,
  subject: "Your e-mail address was changed",
  ...render({
    greeting: `Hello ${name},`,
    lines: [
      `The e-mail address of your Vitae account was changed to ${newEmail}. Mails about your account now go there.`,
    ],
    footer:
      "If you did not make this change, reset your password and contact the operator of this Vitae server.",
  }),
});
