/**
 * ARM reads a template's keys without regard to case: `apiversion`, `dependson` or `Resources`
 * deploy as their documented spelling does (hand-written templates use them; Azure's engine
 * matches a key's exact case first, then any case). The template language's own keys are
 * therefore looked up here, the exact spelling first.
 */
import { type DocNode, get } from '../parse/doc/ast';

/** The value of a template key, in any case. */
export function field(node: DocNode | undefined, key: string): DocNode | undefined {
  const exact = get(node, key);
  if (exact !== undefined || node?.kind !== 'map') return exact;
  const lower = key.toLowerCase();
  return node.entries.find((e) => e.key.toLowerCase() === lower)?.value;
}

/** True when a template key is the given one, in any case. */
export const isKey = (key: string, name: string): boolean => key.toLowerCase() === name.toLowerCase();
