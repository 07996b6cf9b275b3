import fc from "fast-check";

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it), loosely typed: only the keywords read below matter. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  examples?: unknown[];
};

/** Looks a `$ref` up in the document the schema came from. */
export type Resolve = (ref: string) => JsonSchema;

// Generated links point at loopback, which the server's SSRF-safe fetches refuse without any traffic: an imported
// picture or a printed resume must never make the test reach a host on the network.
const loopbackUrl = fc
  .tuple(fc.constantFrom("http", "https"), fc.stringMatching(/^[a-z0-9]{0,12}$/))
  .map(([scheme, path]) => `${scheme}://127.0.0.1:9/${path}`);

// Valid under the server's e-mail pattern; the lengths reach the 64/254 bounds now and then.
const emailAddress = fc
  .tuple(
    fc.oneof(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constant("l".repeat(64))),
    fc.oneof(
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constant(`${"d".repeat(60)}.${"d".repeat(60)}.${"d".repeat(60)}`),
    ),
  )
  .map(([local, domain]) => `${local}@${domain}.com`.slice(-254));

const earliest = new Date("0001-01-01T00:00:00.000Z");
const latest = new Date("9999-12-31T23:59:59.999Z");

/** Text of every kind: ASCII, any Unicode, and now and then NUL or a lone surrogate (the server refuses those). */
const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: "grapheme" }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "binary" }) },
  );

const lengthOk = (schema: JsonSchema) => (value: string) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  switch (schema.format) {
    case "email":
      return emailAddress;
    case "date-time":
      return fc.date({ min: earliest, max: latest, noInvalidDate: true }).map((date) => date.toISOString());
    case "uri":
      return loopbackUrl;
    case "uuid":
      return fc.uuid();
    case "binary":
      return fc.string();
  }
  if (schema.pattern !== undefined) {
    // fast-check builds strings from the pattern itself where it can (no look-arounds).
    try {
      return fc.stringMatching(new RegExp(schema.pattern, "u")).filter(lengthOk(schema));
    } catch {
      return text(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)).filter((value) =>
        new RegExp(schema.pattern ?? "", "u").test(value),
      );
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength;
  // Mostly short texts, and now and then exactly the longest one allowed.
  const short = text(minLength, Math.max(minLength, Math.min(maxLength ?? 40, 40)));
  return maxLength === undefined || maxLength <= 40
    ? short
    : fc.oneof({ weight: 5, arbitrary: short }, { weight: 1, arbitrary: fc.constant("x".repeat(maxLength)) });
};

const numberArbitrary = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  const bounds = { min: min ?? -1_000_000, max: max ?? 1_000_000 };
  const values = integer
    ? fc.integer(bounds)
    : fc
        .double({ ...bounds, noNaN: true, noDefaultInfinity: true })
        .map((value) => (Object.is(value, -0) ? 0 : value));
  // The bounds themselves, where the schema has them.
  return fc.oneof(
    { weight: 4, arbitrary: values },
    { weight: 1, arbitrary: fc.constantFrom(bounds.min, bounds.max) },
  );
};

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type !== undefined) return [schema.type].flat();
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return ["object"];
  if (schema.items !== undefined) return ["array"];
  return [];
};

/** Merges `allOf` branches that each add constraints to one value (zod writes several patterns that way). */
const merged = (schema: JsonSchema): JsonSchema => {
  const { allOf, ...rest } = schema;
  return Object.assign({}, rest, ...(allOf ?? []));
};

/**
 * An arbitrary of values the schema accepts — what a well-behaved client may send — biased to its boundaries
 * (empty and longest texts, the smallest and largest numbers, empty and fullest lists). Examples in the schema
 * come first among the choices.
 */
export const validArbitrary = (schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> => {
  if (schema.$ref !== undefined)
    return validArbitrary({ ...resolve(schema.$ref), ...withoutRef(schema) }, resolve, depth);
  if (schema.allOf !== undefined) return validArbitrary(merged(schema), resolve, depth);
  const own = ownArbitrary(schema, resolve, depth);
  return schema.examples?.length ? fc.oneof(fc.constantFrom(...schema.examples), own) : own;
};

const withoutRef = ({ $ref: _ref, ...rest }: JsonSchema): JsonSchema => rest;

const ownArbitrary = (schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...shared } = schema;
    return fc.oneof(...branches.map((branch) => validArbitrary({ ...shared, ...branch }, resolve, depth)));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, resolve, depth)));
};

const typedArbitrary = (
  type: string,
  schema: JsonSchema,
  resolve: Resolve,
  depth: number,
): fc.Arbitrary<unknown> => {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "string":
      return stringArbitrary(schema);
    case "array": {
      const minLength = schema.minItems ?? 0;
      // Deep lists stay short; the fullest list allowed is tried when it is small.
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 2 ? 1 : 3));
      const items = validArbitrary(schema.items ?? {}, resolve, depth + 1);
      const lists = fc.array(items, { minLength, maxLength });
      return schema.maxItems !== undefined && schema.maxItems > maxLength && schema.maxItems <= 25
        ? fc.oneof(
            { weight: 5, arbitrary: lists },
            {
              weight: 1,
              arbitrary: fc.array(items, { minLength: schema.maxItems, maxLength: schema.maxItems }),
            },
          )
        : lists;
    }
    default: {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          validArbitrary(child, resolve, depth + 1),
        ]),
      );
      const record = fc.record(properties, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
      const extra = schema.additionalProperties;
      if (schema.properties !== undefined || extra === undefined || typeof extra === "boolean") return record;
      // A map (`additionalProperties` only): a few keys of its value schema.
      return fc.dictionary(
        fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
        validArbitrary(extra, resolve, depth + 1),
        {
          maxKeys: 2,
        },
      );
    }
  }
};

/**
 * Values just outside what the schema accepts, one constraint broken at a time: one character or item too many or
 * too few, a number past its bound, a value no enum has, the wrong type; inside an object, one property broken.
 * Undefined when the schema accepts everything.
 */
export const invalidArbitrary = (
  schema: JsonSchema,
  resolve: Resolve,
  depth = 0,
): fc.Arbitrary<unknown> | undefined => {
  if (schema.$ref !== undefined)
    return invalidArbitrary({ ...resolve(schema.$ref), ...withoutRef(schema) }, resolve, depth);
  if (schema.allOf !== undefined) return invalidArbitrary(merged(schema), resolve, depth);
  if (depth > 4) return undefined;
  const broken: fc.Arbitrary<unknown>[] = [];
  if (schema.enum !== undefined || schema.const !== undefined)
    broken.push(fc.constant("not-one-of-the-options"));
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes("string")) broken.push(fc.constant("a string where none belongs"));
  if (types.length > 0 && types.includes("string") && !types.includes("number"))
    broken.push(fc.constant(12345));
  if (types.includes("string")) {
    if (schema.maxLength !== undefined) broken.push(fc.constant("x".repeat(schema.maxLength + 1)));
    if ((schema.minLength ?? 0) > 0) broken.push(fc.constant("x".repeat((schema.minLength ?? 1) - 1)));
  }
  if (types.includes("integer") || types.includes("number")) {
    if (schema.maximum !== undefined) broken.push(fc.constant(schema.maximum + 1));
    if (schema.minimum !== undefined) broken.push(fc.constant(schema.minimum - 1));
  }
  if (types.includes("array") && schema.maxItems !== undefined && schema.maxItems <= 100) {
    const item = validArbitrary(schema.items ?? {}, resolve, depth + 1);
    broken.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
  }
  if (types.includes("object") && schema.properties !== undefined) {
    const properties = schema.properties;
    for (const [key, child] of Object.entries(properties)) {
      const brokenChild = invalidArbitrary(child, resolve, depth + 1);
      if (brokenChild === undefined) continue;
      const others = Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => name !== key)
          .map(([name, value]) => [name, validArbitrary(value, resolve, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((name) => name !== key);
      broken.push(
        fc
          .tuple(fc.record(others, { requiredKeys: required }), brokenChild)
          .map(([rest, value]) => ({ ...rest, [key]: value })),
      );
    }
    for (const key of schema.required ?? []) {
      const others = Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => name !== key)
          .map(([name, value]) => [name, validArbitrary(value, resolve, depth + 1)]),
      );
      broken.push(fc.record(others, { requiredKeys: [] }));
    }
  }
  return broken.length === 0 ? undefined : fc.oneof(...broken);
};
