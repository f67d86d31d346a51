/**
 * The single-valued attributes a written resource can be given a stated value in: the ones of the
 * one schema index (model/schema-paths.ts) that hold one value, each with the words of its path.
 * Terraform's are its arguments and those of blocks the schema allows once (`autoclass { enabled }`);
 * CloudFormation's, ARM's and Kubernetes' also those inside a list, which a value can reach only
 * where a writer wrote the list with one item (a pod's one container).
 *
 * @example
 *   settableAttributes('terraform:google', 'google_storage_bucket')
 *   // [..., { path: ['autoclass', 'enabled'], type: 'bool', words: ['autoclass', 'enabled'], ... }, ...]
 */
import { type Dialect } from '../../catalogue';
import { wordsOf } from '../../catalogue/stated';
import { schemaPaths } from '../../model/schema-paths';

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
  /** For each block on the path, whether it is held in a list: reached only through a written list of one. */
  listed?: boolean[];
  /** The texts it takes, when its schema lists them. */
  choices?: readonly string[];
}

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
  'Tags',
  'metadata',
]);
// How many names a path may have: a block inside a block is still one place ("settings.ip_configuration");
// a pod template's container fields lie deeper.
const LONGEST: Record<string, number> = { terraform: 4, other: 6 };

const index = new Map<string, Settable[]>();

/** The settable attributes of `type` in `dialect`; none for a type the schemas do not know. */
export function settableAttributes(dialect: Dialect, type: string): readonly Settable[] {
  const key = `${dialect}\u0000${type}`;
  let found = index.get(key);
  if (!found) {
    const terraform = dialect.startsWith('terraform:');
    // A Kubernetes kind in Terraform is one `kubernetes_manifest`: its fields are the manifest's.
    found = terraform === /^[a-z0-9]+_/.test(type) ? settableOf(type, terraform) : [];
    index.set(key, found);
  }
  return found;
}

function settableOf(type: string, terraform: boolean): Settable[] {
  const longest = LONGEST[terraform ? 'terraform' : 'other'];
  return schemaPaths(type).flatMap((p) => {
    const path = p.path.split('.');
    if (!p.scalar || path.length > longest || path.some((n) => OWN.has(n))) return [];
    if (terraform && p.steps.some((s) => s.many)) return [];
    return [
      {
        path,
        type: p.scalar,
        words: path.flatMap(wordsOf),
        crowded: p.steps.map((s, i) => s.required.some((r) => r !== path[i + 1])),
        listed: terraform ? undefined : p.steps.map((s) => s.many),
        choices: p.choices,
      },
    ];
  });
}
