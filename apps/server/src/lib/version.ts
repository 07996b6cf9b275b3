import packageJson from "../../package.json" with { type: "json" };

/** The server's version, inlined at build time by the bundler. */
export const version: string = packageJson.version;
