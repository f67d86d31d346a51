/**
 * The single-valued attributes a written resource can be given a stated value in, read from the
 * bundled Terraform provider schema: its own arguments, and those of nested blocks the schema
 * allows once (`autoclass { enabled }`, `rate_limits { max_dispatches_per_second }`), each with
 * whether adding the block would leave a required field of it unwritten.
 * Each is indexed once per type, on first use, with the words of its path.
 *
 * @example
 *   settableAttributes('terraform:google', 'google_storage_bucket')
 *   // [..., { path: ['autoclass', 'enabled'], type: 'bool', words: ['autoclass', 'enabled'] }, ...]
 */
import { type Dialect } from '../../catalogue';
import { terraformSchema } from '../../catalogue/dialect';
import { wordsOf } from '../../catalogue/stated';

export interface Settable {
  /** From the resource's top: a block's name, then the argument's. */
  path: string[];
  type: 'string' | 'number' | 'bool';
  /** The words of the path, lower case (`max_dispatches_per_second`: max dispatches per second). */
  words: string[];
  /**
   * For each block on the path, whether it has required fields besides the next name on it: such a
   * block can be added for the value only where it is written already.
   */
  crowded: boolean[];
}

const SCALAR: Record<string, Settable['type']> = { s: 'string', n: 'number', b: 'bool' };
// Written by the generator itself (identity, placement, tags), never from a phrase's words.
const OWN = new Set([
  'id',
  'name',
  'location',
  'resource_group_name',
  'project',
  'region',
  'tags',
  'tags_all',
  'timeouts',
]);
// How deep a block may lie: a block inside a block is still one place ("settings.ip_configuration").
const DEEPEST = 3;

const index = new Map<string, Settable[]>();

/** The settable attributes of `type` in `dialect`; none for a type or dialect the index does not read. */
export function settableAttributes(dialect: Dialect, type: string): readonly Settable[] {
  const key = `${dialect}\u0000${type}`;
  let found = index.get(key);
  if (!found) {
    found = dialect.startsWith('terraform:') ? terraformSettable(dialect, type) : [];
    index.set(key, found);
  }
  return found;
}

function terraformSettable(dialect: Dialect, type: string): Settable[] {
  const schema = terraformSchema(dialect);
  const entry = schema?.resources[type];
  if (!schema || !entry) return [];
  const computed = new Set(entry[1] ?? []);
  const out: Settable[] = [];
  const walk = (struct: number, above: string[], crowded: boolean[]) => {
    const s = schema.structs[struct];
    const required = s.r ?? [];
    // Whether this block has required fields besides `name` (undefined at the resource's top).
    const others = (name: string) => required.some((r) => r !== name);
    for (const [name, code] of Object.entries(s.a)) {
      const scalar = SCALAR[code];
      if (!scalar || OWN.has(name) || (above.length === 0 && computed.has(name))) continue;
      const path = [...above, name];
      out.push({ path, type: scalar, words: path.flatMap(wordsOf), crowded: [...crowded, others(name)].slice(1) });
    }
    if (above.length >= DEEPEST) return;
    for (const [name, [inner, once]] of Object.entries(s.b ?? {}))
      if (once === 1 && !OWN.has(name)) walk(inner, [...above, name], [...crowded, others(name)]);
  };
  walk(entry[0], [], []);
  return out;
}
