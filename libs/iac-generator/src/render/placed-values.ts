/**
 * Values placed on written resources' attributes (plan `placed`, targets/placed/) in the formats
 * whose resources are plain objects (CloudFormation properties, ARM bodies, Kubernetes objects):
 * the objects on the way are added where none is written, and a list is entered only where it holds
 * one item. A value a writer wrote stays: a placed one only fills what nothing wrote.
 */
import { NestedBlock } from '../model/hcl';
import { type PlacedValue } from '../plan/planner';

/** A written resource as the placing reads it: its address (as `produced` says it), its type, its body. */
export interface WrittenResource {
  address: string;
  type: string;
  body: Record<string, unknown>;
}

const plain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** The object `name` holds in `body` as written: a block, an object, or the one item of a list of them. */
export function writtenObject(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const v = body[name];
  const one = Array.isArray(v) && v.length === 1 ? (v[0] as unknown) : v;
  return one instanceof NestedBlock ? (one.body as Record<string, unknown>) : plain(one) ? one : undefined;
}

/** Sets each placed value in the resource of its address among `resources`. */
export function writePlacedObjects(resources: readonly WrittenResource[], placed: readonly PlacedValue[]): void {
  for (const p of placed) {
    let body: Record<string, unknown> | undefined = resources.find((r) => r.address === p.address)?.body;
    for (const name of p.path.slice(0, -1)) {
      if (body && body[name] === undefined) body[name] = {};
      body = body && writtenObject(body, name);
    }
    const leaf = p.path[p.path.length - 1];
    if (body && body[leaf] === undefined) body[leaf] = p.value;
  }
}
