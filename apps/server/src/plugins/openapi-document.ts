import { STATUS_CODES } from "node:http";
import { isDeepStrictEqual } from "node:util";

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { responses?: Record<string, unknown> };

/** The parts of the generated OpenAPI document the finishing steps below touch. */
export type OpenApiDocument = JsonObject & {
  paths?: Record<string, Record<string, Operation>>;
  components?: JsonObject & { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === "object";

/** Every `$ref` under `value`. */
const refsIn = (value: unknown, found: Set<string> = new Set()): Set<string> => {
  if (Array.isArray(value)) for (const child of value) refsIn(child, found);
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
};

const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods));

/** `components.responses` name for a status: its reason phrase in one word ("UnsupportedMediaType"). */
export const sharedResponseName = (status: number) =>
  (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, "");

/**
 * An error answer that operations give word for word (the derived 400, 401, 403, 413, 414, 415, 429, 431, keyed
 * by status in `shared`) is written once under `components.responses` and referenced: the document stays small,
 * and a change to one of them is one change.
 */
export const shareErrorResponses = (document: OpenApiDocument, shared: Record<number, JsonObject>) => {
  const used: Record<string, JsonObject> = {};
  for (const operation of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const common = shared[Number(status)];
      if (common === undefined || !isDeepStrictEqual(response, common)) continue;
      const name = sharedResponseName(Number(status));
      used[name] = common;
      (operation.responses ?? {})[status] = { $ref: `#/components/responses/${name}` };
    }
  }
  document.components = { ...document.components, responses: { ...document.components?.responses, ...used } };
};

const schemaPrefix = "#/components/schemas/";

/**
 * Drops component schemas that nothing references: the registry gives each shared schema an `…Input` twin
 * (its form before defaults), which only operations that take it as input use.
 */
export const dropUnusedSchemas = (document: OpenApiDocument) => {
  const schemas = document.components?.schemas;
  if (schemas === undefined) return;
  const pending = [...refsIn({ ...document, components: { ...document.components, schemas: {} } })];
  const reached = new Set<string>();
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (!ref.startsWith(schemaPrefix) || reached.has(ref)) continue;
    reached.add(ref);
    pending.push(...refsIn(schemas[ref.slice(schemaPrefix.length)]));
  }
  for (const name of Object.keys(schemas)) {
    if (!reached.has(`${schemaPrefix}${name}`)) delete schemas[name];
  }
};
