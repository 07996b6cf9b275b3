import { AuthResponseSchema, CoachIntegrationInputSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { errorResponses, noCredentials } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { type AuthLimits, setSessionCookies, toPublicUser } from "../auth/index.ts";
import { type CoachTokenVerifier, createCoachTokenVerifier, signInWithCoachToken } from "./coach.service.ts";

export type CoachRoutesOptions = {
  /** The account routes' limits table, already scaled by RATE_LIMIT_FACTOR (see auth.limits.ts). */
  limits: AuthLimits;
  /** Replaces the verifier made from the configuration. */
  verify?: CoachTokenVerifier;
};

/** `POST /api/auth/coachIntegration`: the learning platform's sign-in hand-off. */
export const coachRoutes: FastifyPluginAsyncZod<CoachRoutesOptions> = async (app, options) => {
  const deps = app.authDeps;
  const verify = options.verify ?? createCoachTokenVerifier(deps.config.coach);

  app.post(
    "/coachIntegration",
    {
      config: rateLimit(options.limits.perIp.coachHandOff),
      schema: {
        tags: ["auth"],
        summary: "Sign in with a token from the learning platform",
        description:
          "The token is a JWT signed by the platform (HS256 with `COACH_JWT_SECRET`, or RS256/ES256 with a key " +
          "of `COACH_JWKS_URL`), carrying `iat` (at most 5 minutes ago), `jti` (single use), `email`, `name`, " +
          "and optionally `username`, `picture`, `exp`. Any bad, old or replayed token: 401 `InvalidToken`. " +
          "Not configured: 404 `NotFound`.",
        operationId: "signInWithCoachToken",
        // The platform's token in the body is the credential.
        security: noCredentials,
        body: CoachIntegrationInputSchema,
        response: {
          200: AuthResponseSchema,
          ...errorResponses({
            401: "InvalidToken: a bad, old or replayed token",
            403: "SignupDisabled (no account for this e-mail yet), or a request from another origin",
            404: "NotFound: the hand-off is not configured on this server",
            409: "UserAlreadyExists: the username is taken by another account",
          }),
        },
      },
    },
    async (request, reply) => {
      if (verify === undefined) {
        throw new AppError("NotFound", {
          message: "The learning-platform hand-off is not configured on this server",
        });
      }
      const result = await signInWithCoachToken(deps, {
        verify,
        token: request.body.token,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookies(reply, result.tokens, deps.config);
      return reply
        .header("cache-control", "no-store")
        .send({ status: result.status, user: toPublicUser(result.user) });
    },
  );
};
