/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";

/** The shared real-world import samples (../shared/fixtures/import, see its SOURCES.md). */
export const fixturesDir = new URL("../../../../shared/fixtures/import/", import.meta.url);

export const fixture = (kind: string, name: string): string =>
  readFileSync(new URL(`${kind}/${name}`, fixturesDir), "utf8");

export const fixtureNames = (kind: string): string[] =>
  readdirSync(new URL(`${kind}/`, fixturesDir)).filter((name) => name.endsWith(".json"));
