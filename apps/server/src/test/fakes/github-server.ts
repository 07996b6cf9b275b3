import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type GitHubEmail = {
  email: string;
  primary: boolean;
  verified: boolean;
  visibility: "public" | "private" | null;
};

export type GitHubAccount = {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
  emails: GitHubEmail[];
};

export type LocalGitHub = {
  /** GITHUB_BASE_URL: the web side (authorize, access_token). */
  baseUrl: string;
  /** GITHUB_API_URL: the REST API, laid out like GitHub Enterprise Server's (`/api/v3`). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, GitHubAccount>;
  /** The login of the person signed in at "GitHub"; authorize approves for them at once. */
  signedIn: string | undefined;
  /** The authorize requests received, to check what the app sent (scope, PKCE). */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
};

type IssuedCode = { login: string; redirectUri: string; challenge: string | null; expiresAt: number };

const apiPrefix = "/api/v3";

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (request.headers["content-type"]?.includes("application/json")) {
    return new URLSearchParams(JSON.parse(text) as Record<string, string>);
  }
  return new URLSearchParams(text);
};

// GitHub's own answer shapes (REST API 2022-11-28 and the OAuth web flow).
const userJson = (account: GitHubAccount, baseUrl: string, apiUrl: string) => ({
  login: account.login,
  id: account.id,
  node_id: Buffer.from(`04:User${account.id}`).toString("base64"),
  avatar_url: account.avatar_url,
  gravatar_id: "",
  url: `${apiUrl}/users/${account.login}`,
  html_url: `${baseUrl}/${account.login}`,
  type: "User",
  site_admin: false,
  name: account.name,
  company: null,
  blog: "",
  location: null,
  email: account.emails.find((entry) => entry.visibility === "public")?.email ?? null,
  hireable: null,
  bio: null,
  twitter_username: null,
  public_repos: 0,
  public_gists: 0,
  followers: 0,
  following: 0,
  created_at: "2020-01-01T00:00:00Z",
  updated_at: "2020-01-01T00:00:00Z",
});

const badVerificationCode = {
  error: "bad_verification_code",
  error_description: "The code passed is incorrect or expired.",
  error_uri:
    "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code",
};

/** A small GitHub on 127.0.0.1: the OAuth web flow (with PKCE) and the two REST endpoints a sign-in reads. */
export const startGitHubServer = async ({
  redirectUri,
  clientId = "Iv1.localgithub",
  clientSecret = "local-github-client-secret",
}: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<LocalGitHub> => {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, string>();
  let github!: LocalGitHub;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", github.baseUrl);

    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const params = url.searchParams;
      github.authorizeRequests.push(params);
      if (params.get("client_id") !== clientId || params.get("redirect_uri") !== redirectUri) {
        response.writeHead(400, { "content-type": "text/html" });
        response.end("<p>The redirect_uri is not associated with this application.</p>");
        return;
      }
      const target = new URL(redirectUri);
      if (github.signedIn === undefined || !github.accounts.has(github.signedIn)) {
        target.searchParams.set("error", "access_denied");
        target.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        const code = randomBytes(10).toString("hex");
        const challenge =
          params.get("code_challenge_method") === "S256" ? params.get("code_challenge") : null;
        codes.set(code, { login: github.signedIn, redirectUri, challenge, expiresAt: Date.now() + 600_000 });
        target.searchParams.set("code", code);
      }
      const state = params.get("state");
      if (state !== null) target.searchParams.set("state", state);
      response.writeHead(302, { location: target.href });
      response.end();
      return;
    }

    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = await readBody(request);
      if (body.get("client_id") !== clientId || body.get("client_secret") !== clientSecret) {
        json(response, 200, {
          error: "incorrect_client_credentials",
          error_description: "The client_id and/or client_secret passed are incorrect.",
        });
        return;
      }
      const code = codes.get(body.get("code") ?? "");
      codes.delete(body.get("code") ?? "");
      const verifier = body.get("code_verifier");
      const pkceOk =
        code?.challenge === null ||
        (verifier !== null && createHash("sha256").update(verifier).digest("base64url") === code?.challenge);
      if (code === undefined || code.expiresAt < Date.now() || !pkceOk) {
        json(response, 200, badVerificationCode);
        return;
      }
      if (body.get("redirect_uri") !== code.redirectUri) {
        json(response, 200, {
          error: "redirect_uri_mismatch",
          error_description: "The redirect_uri MUST match the registered callback URL for this application.",
        });
        return;
      }
      const token = `gho_${randomBytes(18).toString("base64url")}`;
      tokens.set(token, code.login);
      const wantsJson = request.headers.accept?.includes("application/json");
      if (wantsJson) {
        json(response, 200, { access_token: token, token_type: "bearer", scope: "read:user,user:email" });
      } else {
        response.writeHead(200, { "content-type": "application/x-www-form-urlencoded" });
        response.end(
          new URLSearchParams({
            access_token: token,
            scope: "read:user,user:email",
            token_type: "bearer",
          }).toString(),
        );
      }
      return;
    }

    if (
      request.method === "GET" &&
      (url.pathname === `${apiPrefix}/user` || url.pathname === `${apiPrefix}/user/emails`)
    ) {
      const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const account = github.accounts.get(tokens.get(token ?? "") ?? "");
      if (account === undefined || request.headers["user-agent"] === undefined) {
        json(response, 401, {
          message: "Bad credentials",
          documentation_url: "https://docs.github.com/rest",
          status: "401",
        });
        return;
      }
      json(
        response,
        200,
        url.pathname.endsWith("/emails") ? account.emails : userJson(account, github.baseUrl, github.apiUrl),
      );
      return;
    }

    json(response, 404, {
      message: "Not Found",
      documentation_url: "https://docs.github.com/rest",
      status: "404",
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  github = {
    baseUrl,
    apiUrl: `${baseUrl}${apiPrefix}`,
    clientId,
    clientSecret,
    accounts: new Map(),
    signedIn: undefined,
    authorizeRequests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return github;
};
