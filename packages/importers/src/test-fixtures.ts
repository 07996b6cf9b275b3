/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { ImportError } from "./shared/result.ts";

/** The shared real-world import samples (../shared/fixtures/import, see its SOURCES.md). */
export const fixturesDir = new URL("../../../../shared/fixtures/import/", import.meta.url);

export const fixture = (kind: string, name: string): string =>
  readFileSync(new URL(`${kind}/${name}`, fixturesDir), "utf8");

export const fixtureNames = (kind: string): string[] =>
  readdirSync(new URL(`${kind}/`, fixturesDir)).filter((name) => name.endsWith(".json"));

/** The ImportError `run` throws; fails the test when it throws nothing or something else. */
export const importError = (run: () => unknown): ImportError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }
  throw new Error("expected an ImportError");
};
