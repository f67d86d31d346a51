import fc from 'fast-check';

/**
 * fast-check arbitraries for request fuzzing, from the JSON Schemas of the OpenAPI description:
 * values shaped like what a schema accepts (so the fuzzing reaches past the first check of each
 * route), each then possibly broken in the ways clients break them (a required field left out, a
 * value of the wrong type, an unknown key, hostile text).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}

/** Text as attackers and careless clients send it: control characters, markup, long, unicode. */
export const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e\u200b',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../../etc/passwd',
    '%00%ff',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '\ud800',
    'x'.repeat(70_000),
  ),
);

const scalarGarbage = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
);

/** Anything at all, JSON-shaped. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  scalarGarbage,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(scalarGarbage, { maxLength: 5 }),
  fc.dictionary(hostileText, scalarGarbage, { maxKeys: 5 }),
);

/** Values shaped by `schema`, resolving `$ref`s against the description's components. */
export function fromSchema(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.$ref) return fromSchema(components[schema.$ref.split('/').at(-1)!], components, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fromSchema(s, components, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf), components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const shaped = shapedBy(type, schema, components, depth);
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
    ? fc.oneof(shaped, fc.constant(null))
    : shaped;
}

function shapedBy(
  type: string | undefined,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return schema.format === 'email'
        ? fc.oneof(fc.emailAddress(), hostileText)
        : schema.format === 'uuid'
          ? fc.oneof(fc.uuid(), hostileText)
          : fc.oneof(
              fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) }),
              hostileText,
            );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1e9) }),
        fc.double(),
        fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, components, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(properties.map(([key, inner]) => [key, fromSchema(inner, components, depth + 1)])),
        { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
      );
    }
    default:
      return anyJson;
  }
}

/** A value then broken, sometimes, as clients break them. */
export function mutated(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: value },
    { weight: 1, arbitrary: anyJson },
    {
      weight: 2,
      arbitrary: fc.tuple(value, hostileText, scalarGarbage, fc.nat()).map(([v, key, garbage, pick]) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return garbage;
        const keys = Object.keys(v);
        const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
        const which = keys[pick % Math.max(1, keys.length)];
        if (pick % 3 === 0 && which) delete copy[which];
        else if (pick % 3 === 1 && which) copy[which] = garbage;
        else copy[key] = garbage;
        return copy;
      }),
    },
  );
}
