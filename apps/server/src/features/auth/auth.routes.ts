import {
  AuthResponseSchema,
  BackupCodeInputSchema,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageResponseSchema,
  type Provider,
  ProviderSchema,
  ReauthenticationSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  TwoFactorBackupCodesSchema,
  TwoFactorInputSchema,
  TwoFactorSetupResponseSchema,
  UserSchema,
  VerifyEmailQuerySchema,
} from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import {
  errorResponses,
  noCredentials,
  pendingTwoFactor,
  refreshCookie,
  signedIn,
} from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import type { AuthContext } from "./auth.context.ts";
import {
  clearRefreshCookie,
  clearSessionCookies,
  readAccessToken,
  readRefreshToken,
  setAccessCookie,
  setSessionCookies,
} from "./auth.cookies.ts";
import { requirePendingTwoFactor, requireUser } from "./auth.hooks.ts";
import type { AuthLimits } from "./auth.limits.ts";
import {
  changePassword,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "./auth.service.ts";
import { captchaRoutes } from "./captcha.routes.ts";
import { requireCaptcha } from "./captcha.ts";
import { configuredProviders } from "./oauth/providers.ts";
import { passkeyRoutes } from "./passkey.routes.ts";
import { endSession, refreshSession } from "./session.service.ts";
import { secretsFileName, tokenKeys } from "./token-secrets.ts";
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  verifyBackupCode,
  verifyTwoFactor,
} from "./two-factor.service.ts";
import { toPublicUser } from "./user.repo.ts";

/** `email` always; an external provider once its settings are complete. */
export const enabledProviders = (config: Pick<Config, "auth">): Provider[] => [
  "email",
  ...configuredProviders(config),
];

const NoContent = z.null().describe("No content");
const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (app, { limits }) => {
  const deps = app.authDeps;
  const { config } = deps;
  const perIp = limits.perIp;
  // Read (or create) the keys now, so an unreadable secrets file stops the start rather than the first sign-in.
  tokenKeys(config);
  if (config.nodeEnv === "production" && config.auth.accessTokenSecret === undefined) {
    app.log.warn(
      `ACCESS_TOKEN_SECRET and REFRESH_TOKEN_SECRET are not set: using secrets generated in ${config.dataDir}/${secretsFileName}. Set them when several server nodes share a database.`,
    );
  }
  const context = (request: FastifyRequest): AuthContext => ({
    ...deps,
    limits,
    log: request.log,
    userAgent: request.headers["user-agent"],
  });

  app.post(
    "/auth/register",
    {
      config: rateLimit(perIp.register),
      preHandler: requireCaptcha,
      schema: {
        tags,
        summary: "Create an account with e-mail and password, send the verification mail and sign in",
        operationId: "register",
        security: noCredentials,
        body: RegisterInputSchema,
        response: {
          201: UserSchema,
          ...errorResponses({
            400: "ValidationError, or CaptchaRequired / InvalidCaptcha when the bot check is on",
            403: "SignupDisabled, or a request from another origin",
            409: "UserAlreadyExists",
          }),
        },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await register(context(request), request.body);
      setSessionCookies(reply, tokens, config);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    "/auth/login",
    {
      config: rateLimit(perIp.login),
      preHandler: requireCaptcha,
      schema: {
        tags,
        summary: "Sign in with e-mail or username and password",
        description:
          "`2fa_required`: only a short-lived cookie for /auth/2fa/verify and /auth/2fa/backup is set, no user.",
        operationId: "login",
        security: noCredentials,
        body: LoginInputSchema,
        response: {
          200: AuthResponseSchema,
          ...errorResponses({
            400: "ValidationError, OAuthUser, or CaptchaRequired / InvalidCaptcha when the bot check is on",
            401: "InvalidCredentials",
            429: "TooManyRequests: too many sign-ins from this address, or too many failures for the account",
          }),
        },
      },
    },
    async (request, reply) => {
      const { status, user, tokens } = await login(context(request), request.body);
      setSessionCookies(reply, tokens, config);
      return status === "authenticated" ? { status, user: toPublicUser(user) } : { status };
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign this device out",
        operationId: "logout",
        // Either cookie is enough to end the session; without any the answer is still 204.
        security: [{}, ...signedIn, ...refreshCookie],
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await endSession(deps, {
        accessToken: readAccessToken(request),
        refreshToken: readRefreshToken(request),
      });
      clearSessionCookies(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/refresh",
    {
      config: rateLimit(perIp.refresh),
      schema: {
        tags,
        summary: "Rotate the refresh token and issue a new access token (cookies)",
        description: "A refresh token works once; presenting a spent one revokes its session.",
        operationId: "refreshSession",
        security: refreshCookie,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const presented = readRefreshToken(request);
      try {
        const { tokens } = await refreshSession(deps, presented);
        if (tokens.refreshToken === undefined) setAccessCookie(reply, tokens.accessToken, config);
        else setSessionCookies(reply, tokens, config);
      } catch (error) {
        // A dead refresh token is dropped; the access cookie may be a 2FA-pending token worth keeping.
        if (presented !== undefined) clearRefreshCookie(reply, config);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  await app.register(captchaRoutes);
  await app.register(passkeyRoutes, { limits });

  app.get(
    "/auth/providers",
    {
      schema: {
        tags,
        summary: "Sign-in methods this server offers",
        operationId: "listAuthProviders",
        security: noCredentials,
        response: { 200: z.array(ProviderSchema) },
      },
    },
    async () => enabledProviders(config),
  );

  app.post(
    "/auth/verify-email/resend",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.resendVerification),
      schema: {
        tags,
        summary: "Send the verification mail again",
        operationId: "resendVerificationEmail",
        security: signedIn,
        response: { 204: NoContent, ...errorResponses({ 400: "EmailAlreadyVerified" }) },
      },
    },
    async (request, reply) => {
      await resendVerification(context(request), request.user);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/verify-email",
    {
      config: rateLimit(perIp.verifyEmail),
      schema: {
        tags,
        summary: "Confirm the e-mail address with the token from the verification mail",
        operationId: "verifyEmail",
        security: noCredentials,
        querystring: VerifyEmailQuerySchema,
        response: {
          204: NoContent,
          ...errorResponses({ 400: "ValidationError or InvalidVerificationToken" }),
        },
      },
    },
    async (request, reply) => {
      await verifyEmail(context(request), request.query.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      config: rateLimit(perIp.forgotPassword),
      preHandler: requireCaptcha,
      schema: {
        tags,
        summary: "Mail a password reset link (same answer whether or not the address has an account)",
        operationId: "forgotPassword",
        security: noCredentials,
        body: ForgotPasswordInputSchema,
        response: {
          204: NoContent,
          ...errorResponses({
            400: "ValidationError, or CaptchaRequired / InvalidCaptcha when the bot check is on",
          }),
        },
      },
    },
    async (request, reply) => {
      await forgotPassword(context(request), request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/reset-password",
    {
      config: rateLimit(perIp.resetPassword),
      schema: {
        tags,
        summary: "Set a new password with the mailed token; signs the account out everywhere",
        operationId: "resetPassword",
        security: noCredentials,
        body: ResetPasswordInputSchema,
        response: { 204: NoContent, ...errorResponses({ 400: "ValidationError or InvalidResetToken" }) },
      },
    },
    async (request, reply) => {
      await resetPassword(context(request), request.body);
      clearSessionCookies(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/change-password",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.changePassword),
      schema: {
        tags,
        summary: "Change the password; other sessions are signed out",
        operationId: "changePassword",
        security: signedIn,
        body: ChangePasswordInputSchema,
        response: {
          204: NoContent,
          ...errorResponses({
            400: "ValidationError or OAuthUser",
            401: "Unauthorized, or InvalidCredentials: the current password is wrong",
          }),
        },
      },
    },
    async (request, reply) => {
      await changePassword(context(request), {
        user: request.user,
        sessionId: request.sessionId,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/2fa/setup",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Create a TOTP secret; `message` is the otpauth URI",
        operationId: "setupTwoFactor",
        security: signedIn,
        response: {
          200: TwoFactorSetupResponseSchema,
          ...errorResponses({ 400: "TwoFactorAlreadyEnabled" }),
        },
      },
    },
    async (request) => ({ message: await setupTwoFactor(context(request), request.user) }),
  );

  app.post(
    "/auth/2fa/enable",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Turn two-factor on with a code; answers the 8 single-use backup codes",
        operationId: "enableTwoFactor",
        security: signedIn,
        body: TwoFactorInputSchema,
        response: {
          200: TwoFactorBackupCodesSchema,
          ...errorResponses({
            400: "ValidationError, TwoFactorAlreadyEnabled, or TwoFactorNotEnabled (no setup first)",
            401: "Unauthorized, InvalidTwoFactorCode, or TwoFactorCodeUsed (a right code already used)",
          }),
        },
      },
    },
    async (request) => ({
      backupCodes: await enableTwoFactor(context(request), request.user, request.body.code),
    }),
  );

  app.post(
    "/auth/2fa/verify",
    {
      onRequest: requirePendingTwoFactor,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Complete a `2fa_required` sign-in with a TOTP code",
        operationId: "verifyTwoFactor",
        security: pendingTwoFactor,
        body: TwoFactorInputSchema,
        response: {
          200: UserSchema,
          ...errorResponses({
            401: "Unauthorized (no 2FA-pending sign-in), InvalidTwoFactorCode, or TwoFactorCodeUsed (already used)",
            429: "TooManyRequests: too many tries from this address, or too many wrong codes for the account",
          }),
        },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await verifyTwoFactor(context(request), request.user, request.body.code);
      setSessionCookies(reply, tokens, config);
      return toPublicUser(user);
    },
  );

  app.post(
    "/auth/2fa/backup",
    {
      onRequest: requirePendingTwoFactor,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Complete a `2fa_required` sign-in with a backup code (each works once)",
        operationId: "verifyTwoFactorBackupCode",
        security: pendingTwoFactor,
        body: BackupCodeInputSchema,
        response: {
          200: UserSchema,
          ...errorResponses({
            401: "Unauthorized (no 2FA-pending sign-in), or InvalidTwoFactorBackupCode",
            429: "TooManyRequests: too many tries from this address, or too many wrong codes for the account",
          }),
        },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await verifyBackupCode(context(request), request.user, request.body.code);
      setSessionCookies(reply, tokens, config);
      return toPublicUser(user);
    },
  );

  app.post(
    "/auth/2fa/disable",
    {
      onRequest: requireUser,
      config: rateLimit(perIp.twoFactor),
      schema: {
        tags,
        summary: "Turn two-factor off; needs the password, or a current code for external accounts",
        operationId: "disableTwoFactor",
        security: signedIn,
        body: ReauthenticationSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses({
            400: "ValidationError or TwoFactorNotEnabled",
            401: "Unauthorized, InvalidCredentials (wrong password), InvalidTwoFactorCode or TwoFactorCodeUsed",
          }),
        },
      },
    },
    async (request) => {
      await disableTwoFactor(context(request), {
        user: request.user,
        sessionId: request.sessionId,
        proof: request.body,
      });
      return { message: "Two-factor authentication is now off" };
    },
  );
};
