/**
 * Every reference a resource's settings make, with the path of settings it is written under
 * (`['vpc_config', 'subnet_ids']`, `['Properties', 'Role']`), so the graph can tell what the
 * reference means from the names around it.
 */
import { type Node } from '../rules/view/node';

export interface PathRef {
  path: string[];
  ref: string;
}

/** Settings deeper than this are not followed (policy documents nest deep and say little more). */
const MAX_DEPTH = 10;

export function refsByPath(node: Node, path: string[] = [], out: PathRef[] = [], depth = 0): PathRef[] {
  const keys = node.keys();
  const items = keys.length ? [] : node.items();
  if (depth >= MAX_DEPTH || (!keys.length && !items.length)) {
    for (const ref of new Set(node.refs())) out.push({ path, ref });
    return out;
  }
  for (const item of items) refsByPath(item, path, out, depth + 1);
  for (const key of new Set(keys)) {
    const many = node.list(key);
    const one = many.length ? many : [node.get(key)].filter((n): n is Node => n !== undefined);
    for (const child of one) refsByPath(child, [...path, key], out, depth + 1);
  }
  return out;
}
