/**
 * Writes the values placed on written resources' attributes (plan `placed`, targets/placed/) into
 * their bodies, adding a nested block on the way where none is written yet. A value a writer wrote
 * stays: a placed one only fills what nothing wrote.
 */
import { block, type HclBlock, type HclBody, NestedBlock } from '../../model/hcl';
import { type PlacedValue } from '../../plan/planner';

/** The body of the block `name` written in `body`, if one is (once, or as a list of one). */
function writtenBlock(body: HclBody, name: string): HclBody | undefined {
  const v = body[name];
  const one = Array.isArray(v) && v.length === 1 ? v[0] : v;
  return one instanceof NestedBlock ? one.body : undefined;
}

/** The body `name` holds as a block, made when there is none. */
function blockIn(body: HclBody, name: string): HclBody | undefined {
  if (body[name] !== undefined) return writtenBlock(body, name);
  const made = block({});
  body[name] = made;
  return made.body;
}

/** Sets each placed value in the resource of its address among `resources`. */
export function writePlaced(resources: readonly HclBlock[], placed: readonly PlacedValue[]): void {
  for (const p of placed) {
    const r = resources.find((b) => `${b.labels[0]}.${b.labels[1]}` === p.address);
    let body: HclBody | undefined = r?.body;
    for (const name of p.path.slice(0, -1)) body = body && blockIn(body, name);
    const leaf = p.path[p.path.length - 1];
    if (body && body[leaf] === undefined) body[leaf] = p.value;
  }
}
