import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for the contract. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** Values the seeded catalog really has (shop, product, selection, coupon ids; slugs): without them nothing gets past a 404. */
export type Hints = { ids: number[]; strings: string[] };

/** The request side of a route's zod schema (what a client sends, before transforms), or null when zod cannot say. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

const looksLikeId = (key: string) => /(^|_)ids?$/i.test(key);
const smallJson = fc.jsonValue({ maxDepth: 2 });

/** Values that follow the schema, leaning on real ids for fields named like ids; array lengths capped at 5. */
export function arbitraryFor(schema: JsonSchema, hints: Hints, key = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, hints, key)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], hints, key);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, hints, key)));
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, hints);
    case 'array':
      return arrayArbitrary(schema, hints, key);
    case 'string':
      return stringArbitrary(schema, hints);
    case 'integer':
      return integerArbitrary(schema, hints, key);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return smallJson;
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.properties && Object.keys(schema.properties).length > 0) {
    const model = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, arbitraryFor(property, hints, name)]),
    );
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
  }
  const keys = schema.propertyNames ? stringArbitrary(schema.propertyNames, hints) : fc.string({ maxLength: 20 });
  const values = typeof schema.additionalProperties === 'object' ? arbitraryFor(schema.additionalProperties, hints) : smallJson;
  return fc.dictionary(keys, values, { maxKeys: 4 });
}

function arrayArbitrary(schema: JsonSchema, hints: Hints, key: string): fc.Arbitrary<unknown> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, hints, key)));
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
  return fc.array(schema.items ? arbitraryFor(schema.items, hints, key) : smallJson, { minLength, maxLength });
}

function stringArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, schema.maxLength ?? 40);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
    } catch {
      // a pattern fast-check cannot read falls back to plain text
    }
  }
  const fitting = hints.strings.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
    // the longest text the contract allows
    fc.constant('x'.repeat(maxLength)),
    ...(fitting.length ? [fc.constantFrom(...fitting)] : []),
  );
}

function integerArbitrary(schema: JsonSchema, hints: Hints, key: string): fc.Arbitrary<number> {
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : Number.MIN_SAFE_INTEGER),
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER),
  );
  const ids = hints.ids.filter((id) => id >= min && id <= max);
  const small = { min: Math.max(min, 0), max: Math.min(max, 100) };
  const anyInRange = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), ...(small.min <= small.max ? [fc.integer(small)] : []));
  if (looksLikeId(key) && ids.length)
    return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: anyInRange, weight: 1 });
  return anyInRange;
}
