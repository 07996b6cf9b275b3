import { importMessages } from "@vitae/schema";
import { ImportError } from "./result.ts";

/** What a file input hands a converter: its text, or its bytes (decoded as UTF-8, BOM dropped). */
export type ImportInput = string | Uint8Array;

// The package compiles without DOM or Node types; TextDecoder exists in both, so its one use is typed here.
declare const TextDecoder: new (
  label: "utf-8",
  options: { fatal: boolean; ignoreBOM: boolean },
) => { decode(input: Uint8Array): string };

export const decodeText = (input: ImportInput): string => {
  if (typeof input === "string") return input.replace(/^\uFEFF/, "");
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    throw new ImportError(importMessages.unreadableFile);
  }
};

/** Parses JSON text; anything but an object is 'Failed to parse JSON' too (no converter takes a bare value). */
export const parseJsonObject = (input: ImportInput): Record<string, unknown> => {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(input));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(importMessages.invalidJson);
  }
  if (!isRecord(value)) throw new ImportError(importMessages.invalidJson);
  return value;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
