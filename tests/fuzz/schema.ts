import fc from "fast-check";
import { edgeFor } from "./edges.ts";

/** The part of JSON Schema the OpenAPI document uses (fastify-type-provider-zod's output). */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

const kindOf = (schema: JsonSchema) =>
  schema.format === "date" || schema.format === "date-time" ? "date" : schema.type;

/**
 * A value the schema accepts, so that a request gets past validation and reaches the services
 * and the database with the one edge a field carries.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch (schema.type) {
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)) + 1,
        max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object":
      return objectOf(schema, validValue);
    case "string":
      return validString(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date") {
    return fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === "date-time") {
    return fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === "email") return fc.constantFrom("ana@example.com", "b.o+x@mail.example.mx");
  if (schema.format === "starts_with") {
    return fc.string({ maxLength: 30 }).map((text) => `/${text}`);
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 60, Math.max(schema.minLength ?? 0, 60)),
  });
}

/** A value for a field: usually valid, often an edge of the field's kind. */
export function fuzzValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema) },
    { weight: 2, arbitrary: edgeFor(kindOf(schema)) },
    // An edge inside an otherwise valid value: a NUL in the middle of real text, and so on.
    ...(schema.type === "string" && !schema.enum
      ? [
          {
            weight: 1,
            arbitrary: validString(schema).map((text) => `${text}\u0000${text}`),
          },
        ]
      : []),
    ...(schema.type === "array" && schema.items
      ? [{ weight: 1, arbitrary: fc.array(fuzzValue(schema.items), { maxLength: 3 }) }]
      : []),
  );
}

/** An object with its required keys, some optional ones, and now and then a key it never had. */
export function objectOf(
  schema: JsonSchema,
  value: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [name, value(field)]),
  );
  return fc.record(fields, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  });
}

/** The body a route's schema describes, one or more fields at their edges, sometimes extra keys. */
export function fuzzObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = objectOf(schema, fuzzValue);
  return fc.oneof(
    { weight: 6, arbitrary: base },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom("__proto__", "constructor", "unknownKey", "\u0000"),
          fc.jsonValue(),
        )
        .map(([body, key, extra]) => JSON.parse(JSON.stringify({ ...body, [key]: extra }))),
    },
    // Required keys missing.
    { weight: 1, arbitrary: objectOf({ ...schema, required: [] }, fuzzValue) },
  );
}
