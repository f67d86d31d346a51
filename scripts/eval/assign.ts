/**
 * Assigns produced resources to the parts of a request, each resource instance to at most one
 * part, as many parts as possible (a maximum bipartite matching), so "a primary and a read replica"
 * needs two database instances and a part with several acceptable types never takes the only
 * resource another part could use.
 *
 * @example
 *   assign([{ phrase: 'a queue', anyOf: ['aws_sqs_queue'] }], resources) // { matched: [0 -> unit], unused: [...] }
 */
import { matchingViews } from './type-pattern';
import { type Part, type Resource } from './types';

/** One instance of a resource (a resource with count = 2 is two units). */
interface Unit {
  resource: Resource;
  index: number;
}

/** Units of the resources; a declared count is honoured up to a bound, enough for any request. */
export function unitsOf(resources: readonly Resource[], bound = 20): Unit[] {
  return resources.flatMap((resource) =>
    Array.from({ length: Math.min(Math.max(resource.instances, 0), bound) }, (_, index) => ({ resource, index })),
  );
}

/** For each part, the unit it was given (or undefined); Kuhn's augmenting paths. */
export function assign(parts: readonly Part[], units: readonly Unit[]): (Unit | undefined)[] {
  const fits = parts.map((p) =>
    units.map((u, i) => (matchingViews(u.resource, p.anyOf).length ? i : -1)).filter((i) => i >= 0),
  );
  const owner = new Array<number>(units.length).fill(-1);
  const tryPart = (p: number, seen: Set<number>): boolean => {
    for (const u of fits[p]) {
      if (seen.has(u)) continue;
      seen.add(u);
      if (owner[u] < 0 || tryPart(owner[u], seen)) {
        owner[u] = p;
        return true;
      }
    }
    return false;
  };
  parts.forEach((_, p) => tryPart(p, new Set()));
  const given = new Array<Unit | undefined>(parts.length).fill(undefined);
  owner.forEach((p, u) => {
    if (p >= 0) given[p] = units[u];
  });
  return given;
}
