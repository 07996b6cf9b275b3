// Bundles the server into dist/main.js. Workspace packages (@vitae/*, TypeScript source) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time, so native modules,
// WASM (PGlite) and files read relative to a package keep working.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const root = new URL("./", import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

// Workspace packages export only their source, not package.json: look them up in node_modules directly.
const packageJsonOf = (name) => {
  for (let dir = root; dir.pathname !== "/"; dir = new URL("../", dir)) {
    const candidate = new URL(`node_modules/${name}/package.json`, dir);
    if (existsSync(candidate)) return readJson(candidate);
  }
  throw new Error(`Cannot find package ${name}`);
};

const serverPackage = readJson(new URL("package.json", root));
const isWorkspace = (name) => name.startsWith("@vitae/");
const dependencies = Object.keys(serverPackage.dependencies ?? {});

// Bundled workspace packages bring their own dependencies (zod for @vitae/schema): those stay external too.
const external = new Set(dependencies.filter((name) => !isWorkspace(name)));
for (const name of dependencies.filter(isWorkspace)) {
  const workspacePackage = packageJsonOf(name);
  for (const dependency of Object.keys(workspacePackage.dependencies ?? {})) {
    if (!isWorkspace(dependency)) external.add(dependency);
  }
}

const outdir = new URL("dist/", root);
rmSync(outdir, { recursive: true, force: true });

const started = performance.now();
await build({
  entryPoints: [new URL("src/main.ts", root).pathname],
  outfile: new URL("main.js", outdir).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});

// The migrator reads its SQL files at run time, next to the bundle.
cpSync(new URL("src/db/migrations", root), new URL("migrations", outdir), { recursive: true });

console.log(
  `Built dist/main.js in ${Math.round(performance.now() - started)} ms (${external.size} external packages)`,
);
