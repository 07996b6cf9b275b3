import { commandExists, isRoot, run } from "./run.mjs";

/**
 * `find()`, installing Debian's `debianPackage` first when it finds nothing and we are root with apt-get
 * (one-time; the package lists are refreshed only when the first try fails). Undefined when still missing.
 */
export async function ensureDebianPackage(debianPackage, find) {
  const found = find();
  if (found) return found;
  if (isRoot() && commandExists("apt-get")) {
    console.log(`${debianPackage} not found; installing Debian's ${debianPackage} package (one-time)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["install", "-y", "-qq", debianPackage], { env })) !== 0) {
      await run("apt-get", ["update", "-qq"], { env });
      await run("apt-get", ["install", "-y", "-qq", debianPackage], { env });
    }
  }
  return find();
}
