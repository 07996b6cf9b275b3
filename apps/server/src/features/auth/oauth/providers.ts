import type { Config } from "../../../config.ts";
import type { OAuthProviderName } from "./external-profile.ts";
import { createGitHubClient } from "./github.client.ts";
import type { OAuthClientAdapter } from "./oauth-client.ts";
import { createOidcClient, googleIssuer } from "./oidc.client.ts";

/** The external sign-in methods this server offers, in the order the login page shows them. */
export const configuredProviders = (config: Pick<Config, "auth">): OAuthProviderName[] => {
  const { github, google, oidc } = config.auth;
  return [
    ...(github === undefined ? [] : (["github"] as const)),
    ...(google === undefined ? [] : (["google"] as const)),
    ...(oidc === undefined ? [] : (["openid"] as const)),
  ];
};

/** One client per configured provider; none is contacted before someone signs in with it. */
export const createProviderClients = (
  config: Config,
): Partial<Record<OAuthProviderName, OAuthClientAdapter>> => {
  const { github, google, oidc } = config.auth;
  return {
    ...(github === undefined ? {} : { github: createGitHubClient(github) }),
    ...(google === undefined
      ? {}
      : { google: createOidcClient({ provider: "google", issuer: googleIssuer, ...google }) }),
    ...(oidc === undefined ? {} : { openid: createOidcClient({ provider: "openid", ...oidc }) }),
  };
};
