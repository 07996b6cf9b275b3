import { describe, expect, it } from "vitest";
import { decodeBytes, encodingNote } from "./encoding.ts";

const utf16 = (text: string, order: "le" | "be", bom: boolean): Uint8Array => {
  const units = [...(bom ? "\uFEFF" : ""), ...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return order === "le" ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });
  return Uint8Array.from(units);
};
const latin1 = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe("decodeBytes", () => {
  const text = "First Name,Last Name\nZoë,Müller\n";

  it("reads UTF-8, with or without its byte order mark", () => {
    const bytes = new TextEncoder().encode(text);
    expect(decodeBytes(bytes)).toEqual({ text, encoding: "UTF-8" });
    expect(decodeBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ text, encoding: "UTF-8" });
  });

  it("reads UTF-16 by its byte order mark, either byte order", () => {
    expect(decodeBytes(utf16(text, "le", true))).toEqual({ text, encoding: "UTF-16LE" });
    expect(decodeBytes(utf16(text, "be", true))).toEqual({ text, encoding: "UTF-16BE" });
  });

  it("reads UTF-16 without a byte order mark from where its NULs fall", () => {
    expect(decodeBytes(utf16(text, "le", false))).toEqual({ text, encoding: "UTF-16LE" });
    expect(decodeBytes(utf16(text, "be", false))).toEqual({ text, encoding: "UTF-16BE" });
  });

  it("reads bytes that are not valid UTF-8 as Windows-1252 (Latin-1 and its curly quotes and euro sign)", () => {
    expect(decodeBytes(latin1(text))).toEqual({ text, encoding: "Windows-1252" });
    expect(decodeBytes(Uint8Array.from([0x93, 0x80, 0x35, 0x94]))).toEqual({
      text: "“€5”",
      encoding: "Windows-1252",
    });
  });

  it("names the encoding it assumed, except UTF-8", () => {
    expect(encodingNote("UTF-8")).toBeUndefined();
    expect(encodingNote("Windows-1252")).toMatch(/^Read as Windows-1252 .*not valid UTF-8/);
    expect(encodingNote("UTF-16BE")).toBe("Read as UTF-16 (big-endian)");
  });
});
