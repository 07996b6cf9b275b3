import type { ResumeData } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";
import type { SafeFetchOptions } from "../../lib/safe-fetch.ts";
import { copyRemotePicture, pictureKeyOfUrl, type Storage } from "../storage/index.ts";

export type ImportPictureDeps = {
  storage: Storage;
  /** Where people reach the app: `<publicUrl>/storage/pictures/…` is already our own storage. */
  publicUrl: string;
  /** The printer's picture-fetch options (tests allow their local server). */
  fetchOptions?: SafeFetchOptions | undefined;
  logger?: FastifyBaseLogger | undefined;
};

/**
 * The imported resume with its picture copied into the user's storage when it lives at another host (a Reactive
 * Resume export keeps the address of its own server): the page's CSP shows only pictures of this server, the
 * printer would fetch the other host on every print, and that host may delete it. A picture that cannot be
 * copied keeps its address, so nothing is lost; the builder shows it as missing and the printer leaves it out.
 */
export const withImportedPicture = async (
  data: ResumeData,
  { userId, deps }: { userId: string; deps: ImportPictureDeps },
): Promise<ResumeData> => {
  const url = data.basics.picture.url.trim();
  if (!/^https?:\/\//i.test(url) || pictureKeyOfUrl(url, deps.publicUrl) !== undefined) return data;
  try {
    const stored = await copyRemotePicture(deps, { userId, url });
    return { ...data, basics: { ...data.basics, picture: { ...data.basics.picture, url: stored } } };
  } catch (error) {
    deps.logger?.warn(
      { err: error },
      "Imported the resume without copying its picture: it could not be loaded",
    );
    return data;
  }
};
