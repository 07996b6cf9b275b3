import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFileTokenSigner, deriveFileTokenKey } from "./file-token.ts";

const minute = 60 * 1000;
const signer = createFileTokenSigner({ key: deriveFileTokenKey(randomBytes(32)), windowMs: 10 * minute });
const file = { key: "printer/0123abcd.pdf", name: "my-resume.pdf" };

describe("file tokens", () => {
  it("name the file they were signed for, for ten to twenty minutes", () => {
    const now = Date.UTC(2025, 0, 1, 12, 3);
    const { token, expiresAt } = signer.sign(file, now);
    expect(expiresAt - now).toBeGreaterThanOrEqual(10 * minute);
    expect(expiresAt - now).toBeLessThanOrEqual(20 * minute);
    expect(signer.verify(token, now)).toEqual({ ...file, expiresAt });
    expect(signer.verify(token, expiresAt - 1)).toBeDefined();
    expect(signer.verify(token, expiresAt)).toBeUndefined();
  });

  it("are the same within a window, so browsers can cache what they point at", () => {
    const start = Date.UTC(2025, 0, 1, 12, 0);
    expect(signer.sign(file, start + minute).token).toBe(signer.sign(file, start + 9 * minute).token);
    expect(signer.sign(file, start + minute).token).not.toBe(signer.sign(file, start + 11 * minute).token);
  });

  it("are refused when tampered with or signed with another key", () => {
    const { token } = signer.sign(file);
    const [payload = "", signature = ""] = token.split(".");
    const other = createFileTokenSigner({ key: deriveFileTokenKey(randomBytes(32)) });
    const swapped = Buffer.from(
      JSON.stringify({ k: "printer/other.pdf", n: "x.pdf", e: Date.now() + minute }),
    ).toString("base64url");
    for (const forged of [
      `${swapped}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}.`,
      payload,
      other.sign(file).token,
      `${token}.extra`,
      "",
    ]) {
      expect(signer.verify(forged)).toBeUndefined();
    }
  });
});
