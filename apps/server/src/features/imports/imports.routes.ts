import {
  ExternalImportResultSchema,
  ImportSourcesSchema,
  LinkedinProfileImportInputSchema,
  LmsImportInputSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { errorResponses, signedIn } from "../../lib/openapi-operations.ts";
import { rateLimit, scaleRateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../auth/index.ts";
import {
  fetchLinkedinProfile,
  fetchLmsProfile,
  type ImportFetchOptions,
  type LmsImportKind,
  platformToken,
} from "./imports.service.ts";

export type ImportRoutesOptions = {
  config: Config;
  /** Tests let the profile provider live on loopback. */
  fetchOptions?: ImportFetchOptions;
};

const tags = ["import"];

// Each import calls a third party; a person imports a handful of times, a script should not use Vitae as a proxy.
const importLimit = { max: 20, timeWindowMs: 60_000 };

const sourceErrors = errorResponses({
  401: "Unauthorized (not signed in to Vitae), or ImportNotSignedIn: no platform session, or the source refused it",
  404: "NotFound: this import source is not configured on this server",
  429: "TooManyRequests",
  502: "ImportSourceUnavailable: unreachable, timed out, too large, or not a JSON object",
});

/**
 * The import dialog's server-side sources. Each answers the source's own JSON as `{ data }`; the browser converts
 * it with @vitae/importers like a file, shows what will be imported, and creates the resume with POST /resume/import.
 */
export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (
  app,
  { config, fetchOptions = {} },
) => {
  const limit = rateLimit(scaleRateLimit(importLimit, config.rateLimitFactor));

  app.get(
    "/resume/import/sources",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Which server-side import sources this server has configured",
        operationId: "listImportSources",
        security: signedIn,
        response: { 200: ImportSourcesSchema, ...errorResponses({}) },
      },
    },
    async () => ({
      lms: config.imports.lmsApiUrl !== undefined,
      linkedinProfile: config.imports.linkedinProfile !== undefined,
    }),
  );

  const lmsRoute = (path: string, kind: LmsImportKind, operationId: string, summary: string) =>
    app.post(
      path,
      {
        onRequest: requireUser,
        config: limit,
        schema: {
          tags,
          summary,
          description:
            "Calls the learning platform (LMS_API_URL, docs/learning-platform.md) with the platform's refresh token: " +
            "the body's `refreshToken`, else a platform cookie whose name contains refreshToken or Authorization.",
          operationId,
          security: signedIn,
          body: LmsImportInputSchema,
          response: { 200: ExternalImportResultSchema, ...sourceErrors },
        },
      },
      async (request) => ({
        data: await fetchLmsProfile(
          config,
          kind,
          platformToken(request.body.refreshToken, request.cookies),
          fetchOptions,
        ),
      }),
    );
  lmsRoute(
    "/auth/importLpuUserData",
    "resume",
    "importLpuUserData",
    "Fetch the LPU Resume profile from the learning platform",
  );
  lmsRoute(
    "/auth/importUserData",
    "profile",
    "importCoachUserData",
    "Fetch the Coach LMS profile from the learning platform",
  );

  app.post(
    "/resume/import/linkedin-profile",
    {
      onRequest: requireUser,
      config: limit,
      schema: {
        tags,
        summary: "Fetch a LinkedIn profile through the configured profile provider",
        operationId: "importLinkedinProfile",
        security: signedIn,
        body: LinkedinProfileImportInputSchema,
        response: { 200: ExternalImportResultSchema, ...sourceErrors },
      },
    },
    async (request) => ({ data: await fetchLinkedinProfile(config, request.body.url, fetchOptions) }),
  );
};
