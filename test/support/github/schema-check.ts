/**
 * Checks a JSON value against a schema of an OpenAPI 3.0 description (GitHub's): `$ref` to
 * component schemas, `type`, `nullable`, `enum`, `format` (date-time, uri, email), `properties`,
 * `required`, `additionalProperties`, `items`, `oneOf`, `anyOf`, `allOf`, and the numeric, length
 * and pattern bounds. Answers every problem found, each naming where it is (`body.tree[2].mode`).
 *
 * `closed`: objects that declare their properties accept no others. GitHub's schemas leave
 * objects open (answers grow new fields), but a request carrying a field the description does not
 * know is a mistake of the caller (a misspelt `privat` would be silently ignored by GitHub), so
 * requests are checked closed and answers open.
 *
 * @example
 *   checkSchema({ type: 'string', enum: ['a'] }, 'b', {}, 'body.mode') // ['body.mode: "b" is not one of a']
 */
export type Schema = Record<string, unknown>;
export type SchemaComponents = Record<string, Schema>;

interface Context {
  components: SchemaComponents;
  closed: boolean;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(type: string, value: unknown): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

function formatProblem(format: string, value: string): string | null {
  if (format === 'date-time' && !DATE_TIME.test(value)) return 'is not a date-time';
  if (format === 'email' && !EMAIL.test(value)) return 'is not an email address';
  if (format === 'uri') {
    try {
      new URL(value);
    } catch {
      return 'is not a URI';
    }
  }
  return null;
}

function resolve(schema: Schema, context: Context): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = context.components[name];
  if (!target) throw new Error(`the description has no schema ${ref}`);
  return resolve(target, context);
}

function check(schemaIn: Schema, value: unknown, at: string, context: Context): string[] {
  const schema = resolve(schemaIn, context);
  if (value === undefined) return [];
  if (value === null) {
    if (schema.nullable === true) return [];
    // A schema that only combines others lets them decide.
    if (!schema.type && !schema.enum && (schema.oneOf || schema.anyOf || schema.allOf))
      return combined(schema, value, at, context);
    if (!schema.type && !schema.enum && !schema.properties) return [];
    return [`${at}: null is not allowed`];
  }
  const problems: string[] = [];
  const type = schema.type as string | undefined;
  if (type && !matchesType(type, value))
    return [`${at}: expected ${type}, got ${typeOf(value)} ${JSON.stringify(value)?.slice(0, 60)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  if (typeof value === 'string') {
    if (typeof schema.format === 'string') {
      const problem = formatProblem(schema.format, value);
      if (problem) problems.push(`${at}: ${JSON.stringify(value)} ${problem}`);
    }
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      problems.push(`${at}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      problems.push(`${at}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      problems.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) problems.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) problems.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      problems.push(`${at}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      problems.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, i) => problems.push(...check(schema.items as Schema, item, `${at}[${i}]`, context)));
  }
  if (typeOf(value) === 'object') problems.push(...checkObject(schema, value as Record<string, unknown>, at, context));
  problems.push(...combined(schema, value, at, context));
  return problems;
}

function checkObject(schema: Schema, value: Record<string, unknown>, at: string, context: Context): string[] {
  const problems: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const name of (schema.required ?? []) as string[])
    if (value[name] === undefined) problems.push(`${at}.${name}: required but missing`);
  for (const [name, child] of Object.entries(value)) {
    if (properties[name]) {
      problems.push(...check(properties[name], child, `${at}.${name}`, context));
      continue;
    }
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') problems.push(...check(extra as Schema, child, `${at}.${name}`, context));
    else if (extra === false || (context.closed && extra === undefined && schema.properties))
      problems.push(`${at}.${name}: not a property the description knows`);
  }
  return problems;
}

function combined(schema: Schema, value: unknown, at: string, context: Context): string[] {
  const problems: string[] = [];
  for (const part of (schema.allOf ?? []) as Schema[]) problems.push(...check(part, value, at, context));
  if (Array.isArray(schema.anyOf)) {
    const results = (schema.anyOf as Schema[]).map((part) => check(part, value, at, context));
    if (!results.some((r) => r.length === 0))
      problems.push(`${at}: matches none of anyOf (${results.map((r) => r[0]).join(' | ')})`);
  }
  if (Array.isArray(schema.oneOf)) {
    const parts = discriminated(schema, value) ?? (schema.oneOf as Schema[]);
    const results = parts.map((part) => check(part, value, at, context));
    // GitHub's object schemas are open and often overlap (a basic error matches any object), so
    // one matching alternative is enough; a discriminator narrows the choice to one.
    if (!results.some((r) => r.length === 0))
      problems.push(`${at}: matches none of oneOf (${results.map((r) => r[0]).join(' | ')})`);
  }
  return problems;
}

/** The one alternative a discriminator names for `value`, when the schema has one. */
function discriminated(schema: Schema, value: unknown): Schema[] | null {
  const discriminator = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (!discriminator || typeOf(value) !== 'object') return null;
  const key = (value as Record<string, unknown>)[discriminator.propertyName];
  const ref = typeof key === 'string' ? discriminator.mapping?.[key] : undefined;
  return ref ? [{ $ref: ref }] : null;
}

export function checkSchema(
  schema: Schema,
  value: unknown,
  components: SchemaComponents,
  at: string,
  options: { closed?: boolean } = {},
): string[] {
  return check(schema, value, at, { components, closed: options.closed ?? false });
}
