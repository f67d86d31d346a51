/**
 * ARM reads a template's keys without regard to case: `apiversion`, `dependson` or `Resources`
 * deploy as their documented spelling does (hand-written templates use them; Azure's engine
 * matches a key's exact case first, then any case). The template language's own keys are
 * therefore looked up here, the exact spelling first.
 */
import { type DocNode } from '../parse/doc/ast';

/** The value of a template key, in any case (one pass: the exact spelling wins, else the first other case). */
export function field(node: DocNode | undefined, key: string): DocNode | undefined {
  if (node?.kind !== 'map') return undefined;
  let other: DocNode | undefined;
  for (const e of node.entries) {
    if (e.key === key) return e.value;
    if (other === undefined && isKey(e.key, key)) other = e.value;
  }
  return other;
}

/**
 * True when a template key is the given one, in any case. Compared letter by letter without
 * building lower-case copies: every object of a template is looked into (a nested deployment's
 * `type`), so this runs for most keys of a large file.
 */
export function isKey(key: string, name: string): boolean {
  if (key.length !== name.length) return false;
  for (let i = 0; i < key.length; i++) {
    const a = key.charCodeAt(i);
    const b = name.charCodeAt(i);
    // ASCII letters differ by 32 between cases; template keys are ASCII.
    if (a !== b && !((a | 32) === (b | 32) && (a | 32) >= 97 && (a | 32) <= 122)) return false;
  }
  return true;
}
