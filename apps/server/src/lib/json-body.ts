import { jsonPatchMediaType } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/** Is `key` an own key anywhere in the parsed JSON (JSON.parse makes `__proto__` an ordinary own property)? */
const hasOwnKey = (value: unknown, key: string): boolean => {
  if (value === null || typeof value !== "object") return false;
  if (Object.hasOwn(value, key)) return true;
  return Object.values(value).some((child) => hasOwnKey(child, key));
};

const jsonMediaType = "application/json";

/**
 * Fastify's JSON parser (secure-json-parse) refuses `__proto__` and `constructor.prototype` keys against prototype
 * pollution, but reports them as "Body is not valid JSON". Keep its parser and its refusal, and name the real reason
 * when the text is well-formed JSON after all.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  // Every body route takes JSON (or multipart, parsed by its own plugin). Fastify's default text/plain parser would
  // hand a route's JSON schema a string, refused as 400; without it such a body is 415 Unsupported Media Type.
  app.removeContentTypeParser("text/plain");
  const secureParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  // JSON Patch bodies (RFC 6902) are JSON too, refused the same way.
  app.addContentTypeParser(
    [jsonMediaType, jsonPatchMediaType],
    { parseAs: "string" },
    (request, body, done) => {
      secureParser(request, String(body), (error, parsed) => {
        if (error === null) return done(null, parsed);
        let plain: unknown;
        try {
          plain = JSON.parse(String(body));
        } catch {
          return done(error, undefined);
        }
        const key = hasOwnKey(plain, "__proto__") ? "__proto__" : "constructor.prototype";
        done(
          new AppError("ValidationError", { message: `The body contains a forbidden key: ${key}` }),
          undefined,
        );
      });
    },
  );
};
