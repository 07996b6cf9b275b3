import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { coachRoutes } from "../../integrations/coach.routes.ts";
import type { AuthLimits } from "../auth.limits.ts";
import { oauthRoutes } from "./oauth.routes.ts";

/** Sign-in through someone else: OAuth / OpenID Connect providers and the learning platform. Mount at /api/auth. */
export const externalSignInRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits }> = async (
  app,
  { limits },
) => {
  await app.register(oauthRoutes);
  await app.register(coachRoutes, { limits });
};
