import { z } from "zod";

/** The media type of an RFC 6902 JSON Patch body. */
export const jsonPatchMediaType = "application/json-patch+json";

/** At most this many operations in one patch: a keystroke sends one or two, an assistant's edit a few dozen. */
export const maxJsonPatchOperations = 1000;

/** An RFC 6901 JSON Pointer: empty (the whole document) or `/`-separated tokens with `~0`/`~1` escapes. */
const pointerSchema = z
  .string()
  .max(1000)
  .regex(/^(\/([^~/]|~[01])*)*$/, "Not a JSON Pointer (RFC 6901)");

const valueSchema = z.unknown().describe("Any JSON value");

/** One RFC 6902 operation. */
export const JsonPatchOperationSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), path: pointerSchema, value: valueSchema }),
  z.object({ op: z.literal("remove"), path: pointerSchema }),
  z.object({ op: z.literal("replace"), path: pointerSchema, value: valueSchema }),
  z.object({ op: z.literal("move"), from: pointerSchema, path: pointerSchema }),
  z.object({ op: z.literal("copy"), from: pointerSchema, path: pointerSchema }),
  z.object({ op: z.literal("test"), path: pointerSchema, value: valueSchema }),
]);
export type JsonPatchOperation = z.infer<typeof JsonPatchOperationSchema>;

export const JsonPatchSchema = z
  .array(JsonPatchOperationSchema)
  .max(maxJsonPatchOperations)
  .describe("RFC 6902 operations, applied in order, all or none");
export type JsonPatch = z.infer<typeof JsonPatchSchema>;

/**
 * A stored document's version as an HTTP entity tag: its `updatedAt`, quoted. A client that has the document
 * (with its `updatedAt`) can make the tag itself, so answers that carry the document need not repeat it.
 */
export const entityTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The version an `If-Match` value names (a strong or weak tag), `*` for any, or undefined when unreadable. */
export const readEntityTag = (header: string | undefined): string | undefined => {
  const value = header?.trim();
  if (value === "*") return value;
  return value?.match(/^(?:W\/)?"([^"]+)"$/)?.[1];
};
