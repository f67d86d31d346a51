/**
 * A small JSON Schema validator for the subset eval/generator/request-set.schema.json uses:
 * $ref (to #/$defs), type (one or several), enum, properties, required, additionalProperties
 * (false), items, minItems, minLength, pattern, minimum, maximum. Any other keyword in the schema
 * is refused, so the schema cannot say more than what is checked. Annotation keywords ($schema,
 * $id, title, description) are read past.
 *
 * @example
 *   validate({ type: 'object', required: ['id'] }, {}, schema) // ['(root): missing required property "id"']
 */
type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['$schema', '$id', '$defs', 'title', 'description', '$comment']);
const KEYWORDS = new Set([
  '$ref',
  'type',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'minLength',
  'pattern',
  'minimum',
  'maximum',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, wanted: string): boolean {
  const actual = typeOf(value);
  return actual === wanted || (wanted === 'number' && actual === 'integer');
}

function resolveRef(ref: string, root: Schema): Schema {
  const m = /^#\/\$defs\/([\w-]+)$/.exec(ref);
  const defs = root.$defs as Record<string, Schema> | undefined;
  const target = m ? defs?.[m[1]] : undefined;
  if (!target) throw new Error(`schema: unsupported or unknown $ref ${ref}`);
  return target;
}

const show = (path: string) => path || '(root)';

/** Every violation of `schema` by `value`, each as "<path>: <what is wrong>". */
export function validate(schema: Schema, value: unknown, root: Schema = schema, path = ''): string[] {
  for (const key of Object.keys(schema))
    if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Error(`schema: unsupported keyword "${key}"`);
  if (typeof schema.$ref === 'string') return validate(resolveRef(schema.$ref, root), value, root, path);
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types = ([] as string[]).concat(schema.type as string | string[]);
    if (!types.some((t) => hasType(value, t))) {
      return [`${show(path)}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value))
    errors.push(
      `${show(path)}: ${JSON.stringify(value)} is not one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`,
    );
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      errors.push(`${show(path)}: shorter than ${schema.minLength} character(s)`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${show(path)}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`${show(path)}: ${value} is below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`${show(path)}: ${value} is above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`${show(path)}: fewer than ${schema.minItems} item(s)`);
    if (schema.items && typeof schema.items === 'object')
      value.forEach((item, i) => errors.push(...validate(schema.items as Schema, item, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[])
      if (!(name in object)) errors.push(`${show(path)}: missing required property "${name}"`);
    for (const [name, v] of Object.entries(object)) {
      const child = path ? `${path}.${name}` : name;
      if (properties[name]) errors.push(...validate(properties[name], v, root, child));
      else if (schema.additionalProperties === false) errors.push(`${show(path)}: unknown property "${name}"`);
    }
  }
  return errors;
}
