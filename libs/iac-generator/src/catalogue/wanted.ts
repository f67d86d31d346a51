/**
 * A minimal block with the optional fields a stated value goes in: a container's port is no required
 * field of a container group, but the schema has one place for it under the container
 * (`container.ports.port`, `containers[].properties.ports[].port`). Of the optional places a name has,
 * the one reached through the fewest optional fields is taken, and of those the one under the deepest
 * required block (the container's ports, not the group's exposed ports); when two places tie, the
 * value has no unambiguous place and none is added. A name a required field already has needs none.
 */
import { type Field, type FieldType } from './dialect';

interface Place {
  /** The optional fields on the way, the leaf included. */
  optional: number;
  /** How many required blocks lead to its first optional field. */
  required: number;
  path: Field[];
}

// A probe's or health check's fields (`liveness_probe.tcp_socket.port`) are what it checks, which a
// request states of the check itself, never of the thing it checks.
const CHECK = /probe|health_?check/i;

function placesOf(fields: readonly Field[], name: string, above: Field[] = []): Place[] {
  return fields.flatMap((f) => {
    const path = [...above, f];
    if (f.optional && CHECK.test(f.name)) return [];
    if (f.fields) return placesOf(f.fields, name, path);
    if (f.name.toLowerCase() !== name) return [];
    const optional = path.filter((p) => p.optional).length;
    const first = path.findIndex((p) => p.optional);
    return [{ optional, required: first < 0 ? path.length : first, path }];
  });
}

/**
 * Whether `a` is the plain field of which `b` names a variant: at the first field where the paths
 * differ, `b`'s name ends in `a`'s (`containers` before `initContainers`).
 */
function plainer(a: Place, b: Place): boolean {
  const i = a.path.findIndex((f, n) => b.path[n]?.name !== f.name);
  const [x, y] = [a.path[i]?.name.toLowerCase(), b.path[i]?.name.toLowerCase()];
  return !!x && !!y && x !== y && y.endsWith(x);
}

/** The best place for `name`, if one is better than every other. */
function bestPlace(places: Place[]): Place | undefined {
  const sorted = [...places].sort((a, b) => a.optional - b.optional || b.required - a.required);
  const [best, ...rest] = sorted;
  const tied = rest.filter((p) => p.optional === best?.optional && p.required === best?.required);
  if (!best || tied.some((p) => !plainer(best, p))) return undefined;
  return best;
}

/**
 * `fields` (required ones, and optional ones marked) pruned to the required fields and, for each
 * wanted name (lower case, with the type of its value) no required field has, its one best optional
 * place of that type: a CPU count never goes in a text field that wants units (`"1 vCPU"`, `"1024"`).
 */
export function withWanted(fields: readonly Field[], wanted: ReadonlyMap<string, FieldType>): Field[] {
  const keep = new Set<Field>();
  for (const [name, type] of wanted) {
    const all = placesOf(fields, name);
    if (all.some((p) => p.optional === 0)) continue;
    const places = all.filter((p) => p.path[p.path.length - 1].type === type);
    for (const f of bestPlace(places)?.path ?? []) keep.add(f);
  }
  const prune = (list: readonly Field[]): Field[] =>
    list.filter((f) => !f.optional || keep.has(f)).map((f) => (f.fields ? { ...f, fields: prune(f.fields) } : f));
  return prune(fields);
}
