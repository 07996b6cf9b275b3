import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

// NUL, and a UTF-16 surrogate half without its partner: PostgreSQL cannot store either in text or jsonb
// (22P05 / 22021), so they would otherwise surface as a 500 after validation has passed.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = { test: (text: string) => text.includes("\u0000") || loneSurrogate.test(text) };

/** The dotted path of the first string (or key) holding an unstorable character, or undefined. */
export const findUnstorableText = (value: unknown, path = ""): string | undefined => {
  if (typeof value === "string") return unstorable.test(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === "" ? key : `${path}.${key}`;
    if (unstorable.test(key)) return childPath;
    const found = findUnstorableText(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * Refuses, with 400 ValidationError naming the field, any request whose path parameters, query or JSON body holds
 * a NUL character or an unpaired surrogate — for every route at once, signed in or not. Text pasted from Word
 * carries neither (it arrives as well-formed UTF-8 through the browser), so refusing rather than silently
 * stripping loses nothing a user typed.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path === undefined) continue;
      const field = part === "body" ? path : `${part}.${path}`;
      const message = "must not contain NUL characters or unpaired surrogates";
      throw new AppError("ValidationError", {
        message: `${field || part}: ${message}`,
        issues: [{ path: field, message }],
      });
    }
  });
};
