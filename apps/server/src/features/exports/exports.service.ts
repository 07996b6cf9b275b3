import { resumeToDocx, resumeToMarkdown, resumeToPlainText } from "@vitae/exporters";
import {
  type ExportFormat,
  exportContentTypes,
  type ResumeData,
  resumeForReader,
  slugify,
} from "@vitae/schema";
import type { Db } from "../../db/client.ts";
import type { ResumeRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  findPublicResume,
  ownResume,
  requireDownloadable,
  requireUnlocked,
  type UnlockProof,
} from "../resume/index.ts";
import { pictureKeyOfUrl, type Storage } from "../storage/index.ts";
import { exportFileName } from "./export-file-name.ts";

export type ExportDeps = {
  db: Db;
  storage: Storage;
  /** Where people reach the app: `<publicUrl>/storage/pictures/…` is an uploaded picture in our storage. */
  publicUrl: string;
};

export type ExportedFile = { body: Buffer; contentType: string; fileName: string };

const pictureTypes = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/bmp": "bmp",
} as const;

/**
 * An uploaded picture, read from storage for the Word document (uploads are stored as WebP, which Word cannot
 * show: those become PNG); other addresses are not fetched for it.
 */
const pictureLoader = (deps: ExportDeps) => async (url: string) => {
  const key = pictureKeyOfUrl(url, deps.publicUrl);
  const stored = key === undefined ? undefined : await deps.storage.get(key);
  if (stored === undefined) return undefined;
  const type = pictureTypes[stored.contentType as keyof typeof pictureTypes];
  if (type !== undefined) return { data: new Uint8Array(stored.body), type };
  // sharp (libvips, ~25 MB resident) is loaded with the first picture that needs converting, not with the server.
  const sharp = (await import("sharp")).default;
  return { data: new Uint8Array(await sharp(stored.body).png().toBuffer()), type: "png" as const };
};

const render = async (deps: ExportDeps, data: ResumeData, format: ExportFormat): Promise<Buffer> => {
  switch (format) {
    case "docx":
      return Buffer.from(await resumeToDocx(data, { loadPicture: pictureLoader(deps) }));
    case "md":
      return Buffer.from(resumeToMarkdown(data), "utf8");
    case "txt":
      return Buffer.from(resumeToPlainText(data), "utf8");
  }
};

/** The resume in a format, in the language asked for (its own when absent, unknown or not one it has). */
const exported = async (
  deps: ExportDeps,
  row: ResumeRow,
  { format, lang }: { format: ExportFormat; lang?: string | undefined },
): Promise<ExportedFile> => {
  const { data } = resumeForReader(row.data, lang);
  return {
    body: await render(deps, data, format),
    contentType: exportContentTypes[format],
    fileName: exportFileName(data.basics.name, row.title, format),
  };
};

/** The caller's resume in a format; anyone else's is `ResumeNotFound`. */
export const exportOwnResume = async (
  deps: ExportDeps,
  request: { userId: string; id: string; format: ExportFormat; lang?: string | undefined },
): Promise<ExportedFile> => exported(deps, await ownResume(deps.db, request), request);

/** A public resume in a format, as the public page offers it next to the PDF; a private one is `ResumeNotFound`. */
export const exportPublicResume = async (
  deps: ExportDeps,
  request: {
    username: string;
    slug: string;
    format: ExportFormat;
    lang?: string | undefined;
    viewerId: string | undefined;
    unlock: UnlockProof;
  },
): Promise<ExportedFile> => {
  const row = await findPublicResume(deps.db, {
    username: request.username.trim().toLowerCase(),
    slug: slugify(request.slug),
  });
  if (row === undefined) throw new AppError("ResumeNotFound");
  const isOwner = request.viewerId === row.userId;
  if (!isOwner) await requireUnlocked(deps.db, row, request.unlock);
  requireDownloadable(row, isOwner);
  return exported(deps, row, request);
};
