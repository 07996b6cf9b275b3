import type { User } from "@vitae/schema";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "../../app.ts";

/**
 * A browser's cookie jar over `app.inject`: sends the cookies it holds and keeps what responses set or clear.
 * Paths are not tracked (every cookie goes with every request), which only makes tests stricter.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly #app: App;

  constructor(app: App) {
    this.#app = app;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await this.#app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared =
        set.value === "" || set.maxAge === 0 || (set.expires !== undefined && set.expires <= new Date());
      if (cleared) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  post(url: string, payload?: object) {
    return this.request({ method: "POST", url, ...(payload === undefined ? {} : { payload }) });
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  /** A second browser holding a copy of this one's cookies (a stolen cookie, a second tab). */
  clone(): Browser {
    const copy = new Browser(this.#app);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

let counter = 0;

export type Registration = {
  name: string;
  username: string;
  email: string;
  password: string;
  locale?: string;
};

export const newRegistration = (overrides: Partial<Registration> = {}): Registration => {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Test Person ${id}`,
    username: `person-${id}`,
    email: `person-${id}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
};

/** Registers through the API; the browser is signed in afterwards. */
export const signUp = async (app: App, overrides: Partial<Registration> = {}) => {
  const registration = newRegistration(overrides);
  const browser = new Browser(app);
  const response = await browser.post("/api/auth/register", registration);
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
  return { browser, registration, user: response.json<User>() };
};

export const signIn = async (app: App, identifier: string, password: string) => {
  const browser = new Browser(app);
  const response = await browser.post("/api/auth/login", { identifier, password });
  return { browser, response };
};
