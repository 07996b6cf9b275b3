import type { User } from "@vitae/schema";
import { vi } from "vitest";

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const errorResponse = (status: number, code: string, message = code) =>
  jsonResponse({ statusCode: status, code, message }, status);

export const sampleUser: User = {
  id: "0194f7c2-7e1a-7000-8000-000000000001",
  name: "Ada Lovelace",
  picture: null,
  username: "ada",
  email: "ada@example.com",
  locale: "en-US",
  emailVerified: true,
  twoFactorEnabled: false,
  provider: "email",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces globalThis.fetch with a table of "METHOD /path" answers; anything else fails the test loudly.
 * Returns the mock so tests can inspect the calls.
 */
export function mockFetch(routes: Record<string, Route>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    return route(init);
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The requests made so far, as "METHOD /path". */
export function requestLog(mock: ReturnType<typeof mockFetch>): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    return `${init?.method ?? "GET"} ${url.pathname}`;
  });
}
