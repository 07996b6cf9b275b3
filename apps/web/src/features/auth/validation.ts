import { backupCodeMessage, twoFactorCodeMessage, usernameMessage } from "@vitae/schema";
import { useTranslation } from "react-i18next";

/**
 * The shared schemas speak English; each of their messages maps to a catalogue key here, so forms show
 * them in the reader's language. A message missing from this table is shown as the schema wrote it.
 */
const messageKeys = {
  InvalidCredentials: "validation.identifier",
  "Password must be at least 6 characters": "validation.passwordMin",
  "Current password is required": "validation.currentPasswordRequired",
  "Name must be at least 3 characters": "validation.nameMin",
  "Name must be at most 255 characters": "validation.nameMax",
  "Username must be at least 3 characters": "validation.usernameMin",
  "Username must be at most 255 characters": "validation.usernameMax",
  [usernameMessage]: "validation.usernameFormat",
  "Enter a valid email address": "validation.email",
  [twoFactorCodeMessage]: "validation.twoFactorCode",
  [backupCodeMessage]: "validation.backupCode",
} as const;

const isKnown = (message: string): message is keyof typeof messageKeys => Object.hasOwn(messageKeys, message);

/** Returns a function turning a schema message (from react-hook-form's errors) into display text. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("account");
  return (message) => {
    if (!message) return undefined;
    return isKnown(message) ? t(messageKeys[message]) : message;
  };
}
