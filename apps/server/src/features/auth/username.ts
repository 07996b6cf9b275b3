import { randomInt } from "node:crypto";
import { usernameSchema } from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import { findUserByUsername } from "./user.repo.ts";

/**
 * Public resumes live at /{username}/{slug}, so a username must never shadow a route or a file the app serves
 * at the root, nor a name people would take for the operator's.
 */
export const reservedUsernames: ReadonlySet<string> = new Set([
  // Routes of the web app and the API
  "auth",
  "dashboard",
  "builder",
  "artboard",
  "api",
  "storage",
  "assets",
  "static",
  "settings",
  "public",
  "fonts",
  "docs",
  "health",
  "admin",
  "login",
  "logout",
  "register",
  "signup",
  "signin",
  "callback",
  "oauth",
  "user",
  "users",
  "me",
  "resume",
  "resumes",
  "printer",
  "print",
  "preview",
  "translation",
  "locales",
  "uploads",
  "images",
  "media",
  // Files at the root
  ".",
  "..",
  "robots.txt",
  "favicon.ico",
  "favicon.svg",
  "sitemap.xml",
  "manifest.json",
  "manifest.webmanifest",
  "site.webmanifest",
  "index.html",
  "sw.js",
  "service-worker.js",
  "apple-touch-icon.png",
  "humans.txt",
  "security.txt",
  ".well-known",
  // Names people would take for the operator's
  "root",
  "system",
  "support",
  "help",
  "about",
  "contact",
  "privacy",
  "terms",
  "vitae",
  "www",
  "mail",
  "null",
  "undefined",
]);

export const isReservedUsername = (username: string): boolean => {
  const name = username.trim().toLowerCase();
  // Dot-only names are path segments ("...", "...."), names starting with a dot look like hidden files.
  return reservedUsernames.has(name) || name.startsWith(".");
};

const maxBaseLength = 240;

/** A valid username (3-255 of [a-z0-9._-]) derived from free text such as a name or an e-mail's local part. */
export const slugifyUsername = (base: string): string => {
  const slug = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/[-._]{2,}/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, maxBaseLength);
  if (slug.length >= 3) return slug;
  return slug.length === 0 ? "user" : `${slug}-user`;
};

const isUsable = async (db: Db, candidate: string) =>
  usernameSchema.safeParse(candidate).success &&
  !isReservedUsername(candidate) &&
  (await findUserByUsername(db, candidate)) === undefined;

/**
 * A valid, unused, non-reserved username derived from `base`: the slug itself when free, else the slug with
 * a number appended (2, 3, … then random digits, so a popular name does not cost many queries).
 */
export const availableUsername = async (db: Db, base: string): Promise<string> => {
  const slug = slugifyUsername(base);
  if (await isUsable(db, slug)) return slug;
  for (let suffix = 2; suffix <= 9; suffix += 1) {
    const candidate = `${slug}${suffix}`;
    if (await isUsable(db, candidate)) return candidate;
  }
  for (;;) {
    const candidate = `${slug}${randomInt(10_000, 100_000_000)}`;
    if (await isUsable(db, candidate)) return candidate;
  }
};
