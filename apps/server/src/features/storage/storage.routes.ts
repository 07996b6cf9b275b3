import multipart from "@fastify/multipart";
import { UploadImageResultSchema } from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { errorResponses, signedIn } from "../../lib/openapi-operations.ts";
import type { RateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../auth/index.ts";
import { type PictureStoreDeps, uploadPicture } from "./storage.service.ts";

export type UploadRoutesOptions = PictureStoreDeps & {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Uploads one user may make per window. */
  limit: RateLimit;
};

/** Documents the form the handler reads by hand (readUploadedFile): one part named `file`. */
const UploadImageBodySchema = z.object({
  file: z.file().describe("The picture: JPEG, PNG, WebP or GIF"),
});

// Boundaries, part headers and a few small fields around the file; anything beyond is not a picture upload.
const multipartOverheadBytes = 16 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

// Refusals sent before the body has been read whole close the connection: otherwise Node would go on
// reading (and discarding) whatever the client still sends, up to gigabytes, to keep the connection alive.
const unreadBody = { connection: "close" };
const missingFile = (headers?: Record<string, string>) =>
  new AppError("ValidationError", {
    message: "Send the picture as multipart/form-data in the field `file`",
    issues: [{ path: "file", message: "Required" }],
    ...(headers === undefined ? {} : { headers }),
  });

const readUploadedFile = async (request: FastifyRequest, maxBytes: number): Promise<Buffer> => {
  const tooLarge = new AppError("PayloadTooLarge", {
    message: `The picture is larger than ${sizeText(maxBytes)}`,
    headers: unreadBody,
  });
  if (!request.isMultipart()) throw missingFile();
  // A body announced as too large is refused before any of it is read.
  if (Number(request.headers["content-length"]) > maxBytes + multipartOverheadBytes) throw tooLarge;
  const part = await request.file();
  if (part === undefined) throw missingFile();
  if (part.fieldname !== "file") throw missingFile(unreadBody);
  try {
    return await part.toBuffer();
  } catch (error) {
    // The file stream stops at the limit (multipart's fileSize), so an oversized file is never held whole.
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge;
    throw error;
  }
};

/** `PUT /api/storage/image`: a signed-in user's picture (profile, resume basics). */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const { maxBytes, limit } = options;
  const deps: PictureStoreDeps = { storage: options.storage, publicUrl: options.publicUrl };
  // Only this plugin reads multipart bodies; one file, a handful of small fields at most.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  app.put(
    "/storage/image",
    {
      // Before the body is read: a guest gets 401 without the server receiving megabytes for it.
      onRequest: requireUser,
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          // Per user, not per address: a whole office behind one address may upload, one person may not flood.
          keyGenerator: (request: FastifyRequest) => `upload:${request.user.id}`,
        },
      },
      schema: {
        tags: ["storage"],
        summary: "Upload a picture (multipart field `file`); answers its URL",
        description:
          `JPEG, PNG, WebP or GIF, recognised by content (not by name or declared type), at most ` +
          `${sizeText(maxBytes)}. Stored as a WebP of at most 1024×1024 without EXIF or other metadata, ` +
          "first frame only, under a new random name.",
        operationId: "uploadImage",
        security: signedIn,
        consumes: ["multipart/form-data"],
        multipartBody: UploadImageBodySchema,
        response: {
          200: UploadImageResultSchema,
          ...errorResponses({
            400: "ValidationError: no multipart field `file`",
            413: "PayloadTooLarge: too many bytes or pixels",
            415: "InvalidImage: not a JPEG, PNG, WebP or GIF that decodes, or not multipart",
            429: "TooManyRequests: too many uploads in a minute",
          }),
        },
      },
    },
    async (request) => ({
      data: await uploadPicture(deps, {
        userId: request.user.id,
        bytes: await readUploadedFile(request, maxBytes),
      }),
    }),
  );
};
