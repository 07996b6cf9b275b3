import type { S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../../config.ts";
import { contentTypeOfKey } from "./local-storage.ts";
import { assertStorageKey, assertStoragePrefix, type Storage } from "./storage.ts";

export type S3StorageOptions = Omit<Extract<StorageConfig, { driver: "s3" }>, "driver">;

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Objects in one bucket of AWS S3 or an S3-compatible service, one per key, with the content type kept as
 * the object's metadata. S3 replaces an object whole on PUT, so writes are atomic as the type promises.
 */
export const createS3Storage = (options: S3StorageOptions): Storage => {
  const { bucket } = options;
  // The AWS SDK (~20 MB resident) is loaded with the first storage call: a server on local disk never loads it.
  let connection: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint === undefined
          ? {}
          : // MinIO, R2 and most self-hosted services address buckets by path, not by a bucket sub-domain.
            { endpoint: options.endpoint, forcePathStyle: true }),
        ...(options.accessKeyId === undefined || options.secretAccessKey === undefined
          ? {}
          : { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
        // Checksums only where S3 demands them (DeleteObjects): several S3-compatible services refuse the
        // SDK's newer default of a CRC on every upload.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return connection;
  };

  return {
    async put(key, body, { contentType }) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return {
          body: Buffer.from(bytes ?? []),
          contentType: object.ContentType ?? contentTypeOfKey(key),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      const { sdk, client } = await connect();
      // A listing page holds at most 1,000 keys, exactly what one DeleteObjects call takes.
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ...(continuationToken === undefined ? {} : { ContinuationToken: continuationToken }),
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) =>
          object.Key === undefined ? [] : [object.Key],
        );
        if (keys.length > 0) {
          const result = await client.send(
            new sdk.DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(
              `S3 kept ${failed.length} object(s) under ${prefix}: ${first?.Key} (${first?.Code} ${first?.Message})`,
            );
          }
        }
        continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (continuationToken !== undefined);
    },
  };
};
