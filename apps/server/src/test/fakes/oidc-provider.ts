import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type AccountClaims } from "oidc-provider";

export type LocalOidcAccount = Omit<AccountClaims, "sub"> & {
  email: string;
  email_verified: boolean;
  name?: string;
  preferred_username?: string;
  picture?: string;
};

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login (= `sub`); tests add or change them between sign-ins. */
  accounts: Map<string, LocalOidcAccount>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one confidential client. Its development
 * interactions stand in for the login and consent pages: a sign-in posts the login (any password) and then the
 * consent, as a browser would.
 */
export const startOidcProvider = async ({
  redirectUris,
  clientId = "vitae",
  clientSecret = "local-oidc-client-secret",
}: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<LocalOidcProvider> => {
  const accounts = new Map<string, LocalOidcAccount>();
  let handler: RequestListener | undefined;
  const server = createServer((request, response) => handler?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account === undefined ? undefined : { accountId: id, claims: () => ({ ...account, sub: id }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "picture", "preferred_username"],
    },
    cookies: { keys: ["local-oidc-provider-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
