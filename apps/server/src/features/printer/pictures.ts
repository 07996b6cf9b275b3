import { readFile } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import type { ResumeData } from "@vitae/schema";
import type { Institution } from "@vitae/templates";
import type { FastifyBaseLogger } from "fastify";
import { imageContentTypes, type SafeFetchOptions, safeFetch } from "../../lib/safe-fetch.ts";
import { pictureKeyOfUrl, type Storage } from "../storage/index.ts";

export type PictureDeps = {
  storage: Storage;
  /** Where people reach the app, without a trailing slash: `<publicUrl>/storage/pictures/…` is our own storage. */
  publicUrl: string;
  logger?: FastifyBaseLogger | undefined;
  /** Options for fetching pictures at other hosts (tests allow their local server). */
  fetchOptions?: SafeFetchOptions;
};

const maxPictureBytes = 5 * 1024 * 1024;
const isImageType = (type: string): boolean => (imageContentTypes as readonly string[]).includes(type);
const dataUrl = (contentType: string, body: Buffer) =>
  `data:${contentType};base64,${body.toString("base64")}`;

/**
 * The picture as a data: URL the sealed print page can show without a request: data: URLs as they are, our
 * own uploaded pictures read from storage directly (the SSRF-safe fetcher would rightly refuse this server's
 * own address), any other http(s) URL fetched through that fetcher. Undefined when there is nothing to show
 * or it cannot be had; the resume then prints without it.
 */
export const pictureAsDataUrl = async (url: string, deps: PictureDeps): Promise<string | undefined> => {
  const value = url.trim();
  if (value === "") return undefined;
  if (/^data:image\/(?:png|jpe?g|gif|webp|svg\+xml|avif)[;,]/i.test(value)) return value;
  try {
    const key = pictureKeyOfUrl(value, deps.publicUrl);
    if (key !== undefined) {
      const stored = await deps.storage.get(key);
      if (stored === undefined || !isImageType(stored.contentType) || stored.body.length > maxPictureBytes) {
        return undefined;
      }
      return dataUrl(stored.contentType, stored.body);
    }
    if (!/^https?:\/\//i.test(value)) return undefined;
    const fetched = await safeFetch(value, { maxBytes: maxPictureBytes, ...deps.fetchOptions });
    return dataUrl(fetched.contentType, fetched.body);
  } catch (error) {
    deps.logger?.warn({ err: error }, "Printing without the picture: it could not be loaded");
    return undefined;
  }
};

/** The resume (or a letter's look) with its picture inlined (or removed when it cannot be loaded); nothing else changes. */
export const withInlinePicture = async <Data extends Pick<ResumeData, "basics">>(
  data: Data,
  deps: PictureDeps,
): Promise<Data> => {
  const picture = data.basics.picture;
  if (picture.effects.hidden || picture.url.trim() === "" || picture.url.startsWith("data:")) return data;
  const url = (await pictureAsDataUrl(picture.url, deps)) ?? "";
  return { ...data, basics: { ...data.basics, picture: { ...picture, url } } };
};

const logoTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/**
 * The configured institution with its logo inlined, resolved once: a path (`/logo.svg`) is read from the
 * built web app, a URL fetched (the operator chose it, so it may live on the intranet). A logo that cannot
 * be loaded is left out (the templates then set the name as a wordmark) and logged once.
 */
export const resolveInstitution = async (
  config: { name: string | undefined; logoUrl: string | undefined },
  options: { webDistDir: string; logger?: FastifyBaseLogger | undefined },
): Promise<Institution | undefined> => {
  const name = config.name?.trim() ?? "";
  const logoUrl = config.logoUrl?.trim() ?? "";
  if (name === "" && logoUrl === "") return undefined;
  if (logoUrl === "") return { name };
  try {
    if (logoUrl.startsWith("/")) {
      const root = resolve(options.webDistDir);
      const path = resolve(root, `.${decodeURIComponent(logoUrl.split(/[?#]/)[0] ?? "")}`);
      const type = logoTypes[extname(path).toLowerCase()];
      if (!path.startsWith(root + sep) || type === undefined) throw new Error(`${logoUrl} is not an image`);
      return { name, logoUrl: dataUrl(type, await readFile(path)) };
    }
    const fetched = await safeFetch(logoUrl, { maxBytes: maxPictureBytes, isAllowedAddress: () => true });
    return { name, logoUrl: dataUrl(fetched.contentType, fetched.body) };
  } catch (error) {
    options.logger?.warn(
      { err: error, logoUrl },
      "INSTITUTION_LOGO_URL could not be loaded; printing the name only",
    );
    return { name };
  }
};
