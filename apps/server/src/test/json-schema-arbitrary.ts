// fast-check arbitraries from the JSON schemas of the OpenAPI document: values that fit the
// schema (so requests reach the handlers), and garbage that does not (wrong types, huge strings,
// NUL, lone surrogates, deep nesting, extra keys).
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '😀',
  '%00',
  '%FF',
  '%E0%A4%A',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\\',
  '%',
  '_',
  '-1',
  '1e309',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Strings a user could type or an attacker could send, NUL and lone surrogates included. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', 'a', '😀', '%', '\u202E'),
      maxLength: 12,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

/** Any JSON value, including the deep and the odd. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1, 0, 2 ** 31),
  nastyString,
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return garbageValue;
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const base = baseValueFor(schema, depth);
  return nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function baseValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(...(options as JsonSchema[]).map((option) => valueFor(option, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return valueFor(Object.assign({}, ...(schema.allOf as JsonSchema[])), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: numberOr(schema.minimum, -1000), max: numberOr(schema.maximum, 100_000) });
    case 'number':
      return fc.double({ min: numberOr(schema.minimum, -1000), max: numberOr(schema.maximum, 100_000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor((schema.items as JsonSchema | undefined) ?? {}, depth + 1), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 4), 6),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return garbageValue;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.min(numberOr(schema.maxLength, 40), 200);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = valueFor(property, depth + 1);
  if (Object.keys(model).length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), garbageValue, { maxKeys: 3 });
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A body as sent on the wire: its text and content type. */
export interface WireBody {
  text: string;
  contentType: string;
}

const json = (value: unknown): WireBody => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** A valid body with one field broken: replaced by garbage, removed, or joined by an extra key. */
function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(valueFor(schema), fc.nat(), garbageValue, nastyString, fc.constantFrom('replace', 'drop', 'extra'))
    .map(([value, pick, garbage, extraKey, how]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return garbage;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys((schema.properties as object | undefined) ?? copy);
      const key = keys.length > 0 ? keys[pick % keys.length]! : extraKey;
      if (how === 'replace') copy[key] = garbage;
      else if (how === 'drop') delete copy[key];
      else copy[extraKey] = garbage;
      return copy;
    });
}

/** Bodies for a route: mostly schema-shaped, the rest broken in every way a client can break one. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<WireBody> {
  return fc.oneof(
    { weight: 4, arbitrary: valueFor(schema).map(json) },
    { weight: 4, arbitrary: mutated(schema).map(json) },
    { weight: 2, arbitrary: garbageValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 10, max: 20_000 })
        .map((n) => ({ text: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 10, max: 5_000 })
        .map((n) => ({ text: '{"a":'.repeat(n) + '1' + '}'.repeat(n), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ text: `{"x":"${'y'.repeat(70 * 1024)}"}`, contentType: 'application/json' }),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({ text, contentType: 'application/json' })),
        fc
          .constantFrom('{', '{"a":', '"\\uD800"', '{"a":"\\u0000"}', '{"\\u0000":1}', '[1,2', 'nul', '')
          .map((text) => ({ text, contentType: 'application/json' })),
        fc
          .tuple(
            valueFor(schema),
            fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
          )
          .map(([value, contentType]) => ({ text: JSON.stringify(value) ?? '', contentType })),
      ),
    },
  );
}

/** Values for a path or query parameter: schema-shaped, nasty, or taken from the real fixtures. */
export function parameterValueFor(schema: JsonSchema, known: string[] = []): fc.Arbitrary<string> {
  const shaped = valueFor(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  const options: Array<fc.WeightedArbitrary<string>> = [
    { weight: 3, arbitrary: shaped },
    { weight: 3, arbitrary: nastyString },
  ];
  if (known.length > 0) options.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...options);
}

/** Raw (not percent-encoded) tails for an address: broken percent-encoding and NUL, as they come off the wire. */
export const rawEncodedValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', '%FF', '%E0%A4%A', '%', '%zz', '%C0%80', '%ED%A0%80', 'a%00b', '%u0000', '%2e%2e%2f'),
  fc
    .array(fc.constantFrom('%00', '%FF', '%', 'a', '%41', '%E2%82', '%AC'), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join('')),
);
