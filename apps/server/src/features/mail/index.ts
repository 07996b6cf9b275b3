/** What other features may use of mail: the mails they send and the mailer that sends them. */
export {
  emailChangedMail,
  resetPasswordMail,
  reviewDigestMail,
  reviewInviteMail,
  reviewReplyMail,
  verificationMail,
} from "./mail-templates.ts";
export type { Mail, Mailer } from "./mailer.ts";
