/** The secret of an otpauth:// URI (base32), for people who type it into their app instead of scanning. */
export const secretOf = (uri: string): string | undefined => {
  try {
    return new URL(uri).searchParams.get("secret") || undefined;
  } catch {
    return undefined;
  }
};

/** "JBSWY3DPEHPK3PXP" as "JBSW Y3DP EHPK 3PXP": groups of four are easier to read and type. */
export const groupedForTyping = (secret: string): string => secret.match(/.{1,4}/g)?.join(" ") ?? secret;
