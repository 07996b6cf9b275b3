import { randomInt } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../../app.ts";
import { type FormAnswer, followProvider } from "./browser.ts";

export type CookieMap = Record<string, string>;

/** The cookies an answer sets (a cleared one maps to ""). */
export const cookiesOf = (response: LightMyRequestResponse): CookieMap =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));

export const cookieHeader = (cookies: CookieMap): string =>
  Object.entries(cookies)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** A browser of its own: per-IP rate limits count each test's sign-ins apart. */
const randomAddress = () => `198.51.100.${randomInt(1, 255)}`;

export type StartedFlow = {
  start: LightMyRequestResponse;
  /** The client address the browser uses for the whole flow. */
  remoteAddress: string;
  /** The flow cookie the start route set. */
  cookies: CookieMap;
  /** Where the provider sent the browser back: the app's callback URL with the authorization response. */
  callbackUrl: URL;
};

/** A browser starts a sign-in at the app and goes through the provider's pages until it is sent back. */
export const startFlow = async (
  app: App,
  { provider, publicUrl, answer }: { provider: string; publicUrl: string; answer?: FormAnswer },
): Promise<StartedFlow> => {
  const remoteAddress = randomAddress();
  const start = await app.inject({ method: "GET", url: `/api/auth/${provider}`, remoteAddress });
  if (start.statusCode !== 302) throw new Error(`Start answered ${start.statusCode}: ${start.body}`);
  const callbackUrl = await followProvider(String(start.headers.location), {
    stopAt: `${publicUrl}/api/auth/${provider}/callback`,
    ...(answer === undefined ? {} : { answer }),
  });
  return { start, remoteAddress, cookies: cookiesOf(start), callbackUrl };
};

/** The browser arrives at the callback carrying `cookies`. */
export const finishFlow = (
  app: App,
  callbackUrl: URL,
  cookies: CookieMap,
  remoteAddress = randomAddress(),
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie: cookieHeader(cookies) },
    remoteAddress,
  });

export type FinishedFlow = {
  response: LightMyRequestResponse;
  /** Where the browser lands in the web app. */
  location: URL;
  /** The session cookies set by the callback. */
  cookies: CookieMap;
};

/** A whole sign-in as a browser does it: start, provider pages, callback. */
export const signInThrough = async (
  app: App,
  options: { provider: string; publicUrl: string; answer?: FormAnswer },
): Promise<FinishedFlow> => {
  const flow = await startFlow(app, options);
  const response = await finishFlow(app, flow.callbackUrl, flow.cookies, flow.remoteAddress);
  if (response.statusCode !== 302)
    throw new Error(`Callback answered ${response.statusCode}: ${response.body}`);
  return { response, location: new URL(String(response.headers.location)), cookies: cookiesOf(response) };
};

/** The devInteractions pages of oidc-provider: log in as `login` (any password), then consent. */
export const oidcLogin =
  (login: string): FormAnswer =>
  ({ html }): Record<string, string> =>
    html.includes('name="prompt" value="login"')
      ? { prompt: "login", login, password: "any password" }
      : { prompt: "consent" };
