import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  ApplicationContactSchema,
  ApplicationSchema,
  BasicsSchema,
  ErrorResponseSchema,
  JobDescriptionSchema,
  LetterDataSchema,
  LetterLookSchema,
  LetterSchema,
  MachineReadingSchema,
  MetadataSchema,
  NextStepSchema,
  OverlayFlagSchema,
  OverlaySchema,
  PasskeyAuthenticationOptionsSchema,
  PasskeyAuthenticationResponseSchema,
  PasskeySchema,
  ResumeDataSchema,
  ResumeSchema,
  ReviewAnchorSchema,
  ReviewCommentSchema,
  SalaryRangeSchema,
  UserSchema,
} from "@vitae/schema";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptsApiKeys,
  defaultErrorDescriptions,
  type ErrorStatus,
  errorStatuses,
  securitySchemes,
} from "../lib/openapi-operations.ts";
import { version } from "../lib/version.ts";
import { dropUnusedSchemas, type OpenApiDocument, shareErrorResponses } from "./openapi-document.ts";

export const docsPrefix = "/api/docs";

/**
 * Schemas many operations share become `components.schemas` entries that operations `$ref`, instead of being
 * inlined into each (the resume alone is ~20 KB of schema). fastify-type-provider-zod names components after
 * zod's global registry ids; the input form of a schema (before defaults) gets an `Input` suffix.
 * Registered here, not in @vitae/schema: the ids are a concern of this document only. Merging keeps the
 * schema's description; adding again (another test file in the same worker) replaces the entry.
 */
const components = {
  ErrorResponse: ErrorResponseSchema,
  Resume: ResumeSchema,
  ResumeData: ResumeDataSchema,
  Basics: BasicsSchema,
  Metadata: MetadataSchema,
  User: UserSchema,
  JobDescription: JobDescriptionSchema,
  Letter: LetterSchema,
  LetterData: LetterDataSchema,
  LetterLook: LetterLookSchema,
  Application: ApplicationSchema,
  ApplicationContact: ApplicationContactSchema,
  NextStep: NextStepSchema,
  SalaryRange: SalaryRangeSchema,
  MachineReading: MachineReadingSchema,
  Overlay: OverlaySchema,
  OverlayFlag: OverlayFlagSchema,
  ReviewComment: ReviewCommentSchema,
  ReviewAnchor: ReviewAnchorSchema,
  Passkey: PasskeySchema,
  PasskeyAuthenticationOptions: PasskeyAuthenticationOptionsSchema,
  PasskeyAuthenticationResponse: PasskeyAuthenticationResponseSchema,
} satisfies Record<string, z.ZodType>;
for (const [id, schema] of Object.entries(components)) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

const errorResponseRef = { $ref: "#/components/schemas/ErrorResponse" };
const stateChangingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type DocumentSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** A derived error answer as every operation gives it, unless the route describes the status itself. */
const defaultErrorResponse = (status: ErrorStatus) => ({
  description: defaultErrorDescriptions[status],
  content: { "application/json": { schema: errorResponseRef } },
});

/**
 * The errors any route of a kind can give, from the route's shape: 400 when it validates input, 401 when it
 * reads credentials (a bad API key), 403 from the origin check (plugins/origin-check.ts) on state-changing methods, 404 when its
 * path has parameters (a value that names nothing, or is longer than the router takes), 413 and 415 when it takes
 * a body, 429 when it is rate-limited; and on any request 414 and 431 from the HTTP parser (lib/early-errors.ts).
 * A route's own entry for a status wins.
 */
const derivedErrorStatuses = ({ schema, route }: TransformInput): ErrorStatus[] => {
  const statuses: ErrorStatus[] = [414, 431];
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const hasBody = schema?.body !== undefined || schema?.multipartBody !== undefined;
  if (hasBody || schema?.querystring !== undefined || schema?.params !== undefined) statuses.push(400);
  // Any credentials at all, even optional ones: a bad API key is 401, one the route does not take (or without its
  // scope) 403.
  const readsCredentials = schema?.security?.some((entry) => Object.keys(entry).length > 0) ?? false;
  if (readsCredentials) statuses.push(401);
  if (readsCredentials || methods.some((method) => stateChangingMethods.has(method))) statuses.push(403);
  if (schema?.params !== undefined) statuses.push(404);
  if (hasBody) statuses.push(413, 415);
  if (route.config?.rateLimit || acceptsApiKeys(schema?.security)) statuses.push(429);
  return statuses;
};

type BodyContent = Record<string, { schema: unknown }>;

/** The `{ content: { [mediaType]: { schema } } }` form of a route's body, when it has that form. */
const bodyContent = (body: unknown): BodyContent | undefined =>
  body !== null && typeof body === "object" && "content" in body ? (body.content as BodyContent) : undefined;

/** fastify-type-provider-zod's transform, plus what the route's shape says (see derivedErrorStatuses). */
export const transformRoute = (input: TransformInput) => {
  const bodyByType = bodyContent(input.schema?.body);
  const result = jsonSchemaTransform(
    bodyByType === undefined ? input : { ...input, schema: { ...input.schema, body: undefined } },
  ) as unknown as { schema: DocumentSchema; url: string };
  const { schema } = result;
  // A route without a schema has nothing to derive from (only test routes are like that).
  if (schema === undefined || input.schema === undefined || schema.hide) return result;

  if (bodyByType !== undefined) {
    // A body schema per media type (Fastify validates each by the request's Content-Type): each converted alone.
    const content = Object.fromEntries(
      Object.entries(bodyByType).map(([mediaType, { schema: body }]) => [
        mediaType,
        { schema: (jsonSchemaTransform({ ...input, schema: { body } }).schema as DocumentSchema).body },
      ]),
    );
    schema.body = { content };
  }

  const multipartBody = input.schema.multipartBody;
  if (multipartBody !== undefined) {
    delete schema.multipartBody;
    // Converted the same way as any body, then offered only as multipart (`consumes`).
    const converted = jsonSchemaTransform({ ...input, schema: { body: multipartBody } });
    schema.body = (converted.schema as DocumentSchema).body;
  }

  const response = { ...schema.response };
  for (const status of derivedErrorStatuses(input)) response[status] ??= defaultErrorResponse(status);
  // `type: "null"` makes @fastify/swagger leave the content out: a 204 has no body.
  if (response["204"] !== undefined) {
    const described = response["204"] as { description?: string };
    response["204"] = { type: "null", description: described.description ?? "No content" };
  }
  schema.response = response;
  return result;
};

/**
 * The page is built from swagger-ui's own files (works offline). It needs inline styles and data: images,
 * and nothing from other origins, so its policy replaces the app's only on these routes.
 */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join("; ");

/** The generated document, finished: shared error answers referenced, unused schemas dropped. */
const finishDocument = (input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  shareErrorResponses(
    document,
    Object.fromEntries(errorStatuses.map((status) => [status, defaultErrorResponse(status)])),
  );
  dropUnusedSchemas(document);
  return document;
};

/**
 * Must run before feature routes are added: @fastify/swagger collects routes as they are registered.
 * OpenAPI 3.1, so schemas are plain JSON Schema 2020-12 (null as a type, `$ref` with a description beside it).
 */
export const registerOpenApi = async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vitae API",
        description:
          "Every call the Vitae web app makes. Errors answer `{ statusCode, code, message, issues? }` " +
          "(`ErrorResponse`). Signed-in calls send the `Authentication` cookie (or the same token as a bearer " +
          "header); operations name what they need under `security`. No text anywhere (path, query or body) " +
          "may hold a NUL character or an unpaired UTF-16 surrogate: such a request is refused with 400.",
        version,
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: options.publicUrl, description: "This server (its PUBLIC_URL)" }],
      components: { securitySchemes },
    },
    // Paths are written in full (/api/…): a PUBLIC_URL with a path of its own must not be cut from them.
    stripBasePath: false,
    transform: transformRoute,
    transformObject: finishDocument,
  });
};

/** Serves the document at /api/docs/json and the interactive page at /api/docs. */
export const registerDocsUi = async (app: FastifyInstance) => {
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
};
