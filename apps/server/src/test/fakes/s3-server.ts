import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type LocalS3 = {
  /** S3_ENDPOINT: the server's origin; buckets are addressed by path (`/<bucket>/<key>`). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredS3Object>;
  /** Every request as `<operation> <key or prefix>`, to check what the client did. */
  requests: string[];
  close(): Promise<void>;
};

type StoredS3Object = { body: Buffer; contentType: string; etag: string; lastModified: Date };

export type LocalS3Options = {
  /** Keys per ListObjectsV2 page (S3's own is 1,000); small values make clients follow continuation tokens. */
  pageSize?: number;
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const xmlUnescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

const s3Error = (response: ServerResponse, status: number, code: string, message: string) => {
  if (response.req.method === "HEAD") {
    response.writeHead(status);
    response.end();
    return;
  }
  xml(response, status, `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

// RFC 3986 unreserved characters stay, everything else is %XX: SigV4's encoding of query names and values.
const sigV4Encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const canonicalQuery = (search: string) =>
  search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const [name = "", value = ""] = pair.split("=");
      return [sigV4Encode(decodeURIComponent(name)), sigV4Encode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Why a request's AWS Signature Version 4 does not hold, or undefined when it does: the Authorization header
 * must name this access key, sign the host and x-amz-* headers, and carry the HMAC of the canonical request
 * under the key derived from the secret. A signed payload hash must match the body.
 */
const signatureProblem = (
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined => {
  const match = authorizationPattern.exec(request.headers.authorization ?? "");
  if (match === null) return "Missing or malformed AWS4-HMAC-SHA256 Authorization header";
  const [, accessKeyId, date = "", region = "", signedHeaders = "", signature = ""] = match;
  if (accessKeyId !== credentials.accessKeyId) return "Unknown access key";
  if (region !== credentials.region) return `Wrong region ${region}`;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) return "x-amz-date does not match the credential scope";
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return "host and x-amz-date must be signed";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash === "") return "Missing x-amz-content-sha256";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "Payload hash mismatch";

  const url = new URL(request.url ?? "/", "http://s3.local");
  const headerLines = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(",") : (value ?? "");
    return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
  });
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url.search),
    headerLines.join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = ["s3", "aws4_request"].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region),
  );
  const expected = createHmac("sha256", signingKey).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex")) ? undefined : "Signature does not match";
};

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A local server speaking the S3 REST protocol for one bucket, path-style, in memory: PutObject, GetObject,
 * HeadObject, DeleteObject, ListObjectsV2 (paged) and DeleteObjects, with S3's XML answers and error codes.
 * Every request must be signed (SigV4) with its key pair, so the real SDK is tested as it signs.
 */
export const startLocalS3 = async (options: LocalS3Options = {}): Promise<LocalS3> => {
  const pageSize = options.pageSize ?? 1000;
  const s3 = {
    region: "eu-test-1",
    bucket: "vitae-test",
    accessKeyId: `AKID${randomBytes(8).toString("hex").toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString("base64"),
    objects: new Map<string, StoredS3Object>(),
    requests: [] as string[],
  };

  const listObjects = (response: ServerResponse, query: URLSearchParams) => {
    const prefix = query.get("prefix") ?? "";
    const after = query.get("continuation-token") ?? "";
    const maxKeys = Math.min(pageSize, Number(query.get("max-keys") ?? pageSize));
    const matching = [...s3.objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const last = page.at(-1) ?? "";
    s3.requests.push(`ListObjectsV2 ${prefix}`);
    const contents = page.map((key) => {
      const object = s3.objects.get(key) as StoredS3Object;
      return (
        `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified>` +
        `<ETag>${xmlEscape(object.etag)}</ETag><Size>${object.body.length}</Size>` +
        "<StorageClass>STANDARD</StorageClass></Contents>"
      );
    });
    xml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${s3.bucket}</Name>` +
        `<Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
        `<IsTruncated>${truncated}</IsTruncated>${contents.join("")}` +
        // Real tokens are opaque; this one is the last key listed, which is all a client may rely on: pass it back.
        (truncated ? `<NextContinuationToken>${xmlEscape(last)}</NextContinuationToken>` : "") +
        "</ListBucketResult>",
    );
  };

  const deleteObjects = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    // S3 refuses a multi-object delete whose body is not protected by Content-MD5 or an x-amz-checksum-*.
    const checksummed = Object.keys(request.headers).some(
      (name) => name === "content-md5" || name.startsWith("x-amz-checksum-"),
    );
    if (!checksummed) {
      s3Error(response, 400, "InvalidRequest", "Missing required header for this request: Content-MD5");
      return;
    }
    const text = body.toString("utf8");
    const keys = [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key = ""]) => xmlUnescape(key));
    const quiet = /<Quiet>true<\/Quiet>/.test(text);
    for (const key of keys) s3.objects.delete(key);
    s3.requests.push(`DeleteObjects ${keys.join(",")}`);
    const deleted = quiet
      ? ""
      : keys.map((key) => `<Deleted><Key>${xmlEscape(key)}</Key></Deleted>`).join("");
    xml(
      response,
      200,
      `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`,
    );
  };

  const objectRequest = (request: IncomingMessage, response: ServerResponse, key: string, body: Buffer) => {
    const object = s3.objects.get(key);
    switch (request.method) {
      case "PUT": {
        s3.requests.push(`PutObject ${key}`);
        const etag = `"${createHash("md5").update(body).digest("hex")}"`;
        // Stored only once the whole body has arrived: readers never see part of it.
        s3.objects.set(key, {
          body,
          contentType: request.headers["content-type"] ?? "binary/octet-stream",
          etag,
          lastModified: new Date(),
        });
        response.writeHead(200, { etag });
        response.end();
        return;
      }
      case "GET":
      case "HEAD": {
        s3.requests.push(`${request.method === "GET" ? "GetObject" : "HeadObject"} ${key}`);
        if (object === undefined) {
          s3Error(response, 404, "NoSuchKey", "The specified key does not exist.");
          return;
        }
        response.writeHead(200, {
          "content-type": object.contentType,
          "content-length": object.body.length,
          etag: object.etag,
          "last-modified": object.lastModified.toUTCString(),
        });
        response.end(request.method === "GET" ? object.body : undefined);
        return;
      }
      case "DELETE":
        s3.requests.push(`DeleteObject ${key}`);
        s3.objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      default:
        s3Error(response, 405, "MethodNotAllowed", `${request.method} is not allowed here`);
    }
  };

  const server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const problem = signatureProblem(request, body, s3);
      if (problem !== undefined) {
        s3.requests.push(`refused ${request.method} ${request.url}`);
        s3Error(response, 403, "SignatureDoesNotMatch", problem);
        return;
      }
      const url = new URL(request.url ?? "/", "http://s3.local");
      const [, bucket = "", ...rest] = url.pathname.split("/");
      if (bucket !== s3.bucket) {
        s3Error(response, 404, "NoSuchBucket", "The specified bucket does not exist");
        return;
      }
      const key = decodeURIComponent(rest.join("/"));
      if (key === "") {
        if (request.method === "GET" && url.searchParams.get("list-type") === "2") {
          listObjects(response, url.searchParams);
        } else if (request.method === "POST" && url.searchParams.has("delete")) {
          deleteObjects(request, response, body);
        } else {
          s3Error(response, 501, "NotImplemented", "This bucket operation is not implemented here");
        }
        return;
      }
      objectRequest(request, response, key, body);
    } catch (error) {
      s3Error(response, 500, "InternalError", String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    ...s3,
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The settings that point Vitae's storage at this double (STORAGE_DRIVER=s3 and the S3_* variables). */
export const s3Env = (s3: LocalS3): Record<string, string> => ({
  STORAGE_DRIVER: "s3",
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: s3.region,
  S3_BUCKET: s3.bucket,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
