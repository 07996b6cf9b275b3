import { importMessages } from "@vitae/schema";
import { type ParseError, parse as parseLeniently, printParseErrorCode } from "jsonc-parser";
import { decodeBytes } from "./encoding.ts";
import { ImportError } from "./result.ts";

/** What a file input hands a converter: its text, or its bytes (encoding detected, BOM dropped). */
export type ImportInput = string | Uint8Array;

export const decodeText = (input: ImportInput): string =>
  typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeBytes(input).text;

// By jsonc-parser's error names (its codes are a const enum, which isolated modules cannot read).
const problems: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "not a valid number",
  PropertyNameExpected: "a property name in double quotes is expected",
  ValueExpected: "a value is expected",
  ColonExpected: "a colon is expected",
  CommaExpected: "a comma is expected",
  CloseBraceExpected: "a closing } is expected",
  CloseBracketExpected: "a closing ] is expected",
  EndOfFileExpected: "text after the end of the JSON",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "a string is not closed",
  UnexpectedEndOfNumber: "a number is cut off",
  InvalidUnicode: "an invalid \\u escape",
  InvalidEscapeCharacter: "an invalid escape after a backslash",
  InvalidCharacter: "a line break or control character inside a string",
};

/**
 * 'Failed to parse JSON' with where and why, e.g. 'at line 12, column 5 (a comma is expected)'. Engines word
 * JSON.parse's errors differently (and some give no position), so a JSON scanner finds the first error.
 */
const parseFailure = (text: string): ImportError => {
  const errors: ParseError[] = [];
  parseLeniently(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const [first] = errors;
  if (first === undefined) return new ImportError(importMessages.invalidJson);
  const before = text.slice(0, first.offset);
  const line = before.split("\n").length;
  const column = first.offset - before.lastIndexOf("\n");
  const problem = problems[printParseErrorCode(first.error)];
  return new ImportError(
    `${importMessages.invalidJson} at line ${line}, column ${column}${problem === undefined ? "" : ` (${problem})`}`,
  );
};

/** Parses JSON text; anything but an object is 'Failed to parse JSON' too (no converter takes a bare value). */
export const parseJsonObject = (input: ImportInput): Record<string, unknown> => {
  const text = decodeText(input);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw parseFailure(text);
  }
  if (!isRecord(value)) throw new ImportError(importMessages.invalidJson);
  return value;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
