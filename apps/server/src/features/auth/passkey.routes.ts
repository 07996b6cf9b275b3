import {
  AddPasskeyInputSchema,
  AuthResponseSchema,
  PasskeyAssertionInputSchema,
  PasskeyAuthenticationOptionsSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
  ReauthenticationSchema,
  RenamePasskeyInputSchema,
  UserSchema,
} from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, noCredentials, pendingTwoFactor, signedIn } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import type { AuthContext } from "./auth.context.ts";
import { setSessionCookies } from "./auth.cookies.ts";
import { requirePendingTwoFactor, requireUser } from "./auth.hooks.ts";
import type { AuthLimits } from "./auth.limits.ts";
import {
  addPasskey,
  listUserPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  secondFactorPasskeyOptions,
  signInWithPasskey,
  verifySecondFactorPasskey,
} from "./passkey.service.ts";
import { toPublicUser } from "./user.repo.ts";

const tags = ["passkeys"];
const off = "NotFound: passkeys are off on this server (PASSKEYS, PUBLIC_URL)";
const refused =
  "InvalidPasskey: the assertion did not verify (unknown passkey, wrong origin or RP id, bad signature, signature " +
  "counter not raised, backup eligibility changed), or its challenge is unknown, expired or already answered";
const params = z.object({ id: z.uuid().describe("The passkey's id") });

/**
 * Passkeys (WebAuthn). The account's own list lives under /user/me like its API keys, and is for sessions only:
 * `signedIn` has no `ApiKey` requirement, so a key can neither see, add nor remove passkeys. The ceremonies under
 * /auth hand out single-use challenges (stored in the database, so any node takes the answer) and verify the
 * answers with @simplewebauthn/server.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (app, { limits }) => {
  const deps = app.authDeps;
  const { config } = deps;
  const { perIp } = limits;
  const settings = config.auth.passkeys;
  if (!settings.enabled) {
    if (settings.chosen) app.log.info("Passkeys are off (PASSKEYS=off)");
    else app.log.warn(`Passkeys are off: ${settings.reason}. Set PASSKEYS=off to silence this.`);
  }
  const context = (request: FastifyRequest): AuthContext => ({
    ...deps,
    limits,
    log: request.log,
    userAgent: request.headers["user-agent"],
  });

  app.get(
    "/user/me/passkeys",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The user's passkeys, newest first",
        operationId: "listPasskeys",
        security: signedIn,
        response: { 200: z.array(PasskeySchema) },
      },
    },
    async (request) => listUserPasskeys(deps, request.user.id),
  );

  app.post(
    "/auth/passkeys/registration-options",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.passkeyOptions),
      schema: {
        tags,
        summary: "Start adding a passkey: options for navigator.credentials.create() (startRegistration)",
        description:
          "The challenge is single use and expires after five minutes; answer with POST /user/me/passkeys.",
        operationId: "passkeyRegistrationOptions",
        security: signedIn,
        response: {
          200: PasskeyRegistrationOptionsSchema,
          ...errorResponses({ 400: "ValidationError: the account has the most passkeys allowed", 404: off }),
        },
      },
    },
    async (request) => passkeyRegistrationOptions(context(request), request.user),
  );

  app.post(
    "/user/me/passkeys",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.account),
      schema: {
        tags,
        summary: "Add a passkey: the browser's answer to the registration options, and a name",
        operationId: "addPasskey",
        security: signedIn,
        body: AddPasskeyInputSchema,
        response: {
          201: PasskeySchema,
          ...errorResponses({
            400: "ValidationError, or the account has the most passkeys allowed",
            401: `Unauthorized, or ${refused}`,
            404: off,
            409: "PasskeyAlreadyRegistered: this credential is registered already",
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPasskey(context(request), request.user, request.body)),
  );

  app.patch(
    "/user/me/passkeys/:id",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.account),
      schema: {
        tags,
        summary: "Rename a passkey",
        operationId: "renamePasskey",
        security: signedIn,
        params,
        body: RenamePasskeyInputSchema,
        response: { 200: PasskeySchema, ...errorResponses({ 404: "NotFound: no such passkey of yours" }) },
      },
    },
    async (request) =>
      renamePasskey(deps, { userId: request.user.id, id: request.params.id }, request.body.name),
  );

  app.delete(
    "/user/me/passkeys/:id",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.account),
      schema: {
        tags,
        summary: "Remove a passkey; needs the password or a 2FA code, as other sensitive changes do",
        operationId: "removePasskey",
        security: signedIn,
        params,
        body: ReauthenticationSchema.nullish(),
        response: {
          204: z.null().describe("Removed"),
          ...errorResponses({
            400: "ValidationError or TwoFactorNotEnabled (a code for an account without two-factor)",
            401: "Unauthorized, or InvalidCredentials / InvalidTwoFactorCode / TwoFactorCodeUsed: the proof is wrong",
            404: "NotFound: no such passkey of yours",
          }),
        },
      },
    },
    async (request, reply) => {
      await removePasskey(context(request), {
        user: request.user,
        sessionId: request.sessionId,
        id: request.params.id,
        proof: request.body ?? {},
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/passkeys/sign-in-options",
    {
      config: rateLimit(perIp.passkeyOptions),
      schema: {
        tags,
        summary: "Start a passkey sign-in: options for navigator.credentials.get() (startAuthentication)",
        description:
          "Usernameless: no credentials are listed, so the browser offers the passkeys it holds for this site (also " +
          "as autofill, with `useBrowserAutofill`). The challenge is single use and expires after five minutes.",
        operationId: "passkeySignInOptions",
        security: noCredentials,
        response: { 200: PasskeyAuthenticationOptionsSchema, ...errorResponses({ 404: off }) },
      },
    },
    async (request) => passkeySignInOptions(context(request)),
  );

  app.post(
    "/auth/passkeys/sign-in",
    {
      config: rateLimit(perIp.login),
      schema: {
        tags,
        summary: "Sign in with a passkey",
        description:
          "The passkey verifies the user on their device (user verification required), so this signs in even " +
          "accounts with two-factor on: `status` is always `authenticated`.",
        operationId: "signInWithPasskey",
        security: noCredentials,
        body: PasskeyAssertionInputSchema,
        response: {
          200: AuthResponseSchema,
          ...errorResponses({
            401: refused,
            404: off,
            429: "TooManyRequests: too many sign-ins from this address",
          }),
        },
      },
    },
    async (request, reply) => {
      const { status, user, tokens } = await signInWithPasskey(context(request), request.body.response);
      setSessionCookies(reply, tokens, config);
      return { status, user: toPublicUser(user) };
    },
  );

  app.post(
    "/auth/2fa/passkey-options",
    {
      onRequest: requirePendingTwoFactor,
      config: rateLimit(perIp.passkeyOptions),
      schema: {
        tags,
        summary: "Options for completing a `2fa_required` sign-in with one of the account's passkeys",
        operationId: "secondFactorPasskeyOptions",
        security: pendingTwoFactor,
        response: {
          200: PasskeyAuthenticationOptionsSchema,
          ...errorResponses({
            401: "Unauthorized: no 2FA-pending sign-in",
            404: "NotFound: the account has no passkeys, or passkeys are off on this server",
          }),
        },
      },
    },
    async (request) => secondFactorPasskeyOptions(context(request), request.user),
  );

  app.post(
    "/auth/2fa/passkey",
    {
      onRequest: requirePendingTwoFactor,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Complete a `2fa_required` sign-in with a passkey instead of a code",
        operationId: "verifyTwoFactorPasskey",
        security: pendingTwoFactor,
        body: PasskeyAssertionInputSchema,
        response: {
          200: UserSchema,
          ...errorResponses({
            401: `Unauthorized (no 2FA-pending sign-in), or ${refused}, or a passkey of another account`,
            404: off,
            429: "TooManyRequests: too many tries from this address",
          }),
        },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await verifySecondFactorPasskey(
        context(request),
        request.user,
        request.body.response,
      );
      setSessionCookies(reply, tokens, config);
      return toPublicUser(user);
    },
  );
};
