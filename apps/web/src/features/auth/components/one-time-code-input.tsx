import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * What each kind of code looks like, matching the schema's TwoFactorCodeSchema and BackupCodeSchema, so the
 * browser's own validity state, the keyboard a phone offers and password managers agree with the server.
 */
const kinds = {
  totp: { pattern: "[0-9]{6}", maxLength: 6, inputMode: "numeric", placeholder: "123456" },
  backup: { pattern: "[a-z0-9]{10}", maxLength: 10, inputMode: "text", placeholder: "a1b2c3d4e5" },
} as const;

export type OneTimeCodeKind = keyof typeof kinds;

/** The field for a 2FA code (6 digits from an authenticator app) or a 10-character backup code. */
export function OneTimeCodeInput({
  kind,
  className,
  ...props
}: { kind: OneTimeCodeKind } & Omit<
  ComponentProps<"input">,
  "type" | "pattern" | "maxLength" | "inputMode"
>) {
  const { pattern, maxLength, inputMode, placeholder } = kinds[kind];
  return (
    <Input
      type="text"
      pattern={pattern}
      maxLength={maxLength}
      inputMode={inputMode}
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder}
      className={cn("font-mono tracking-widest", className)}
      {...props}
    />
  );
}
