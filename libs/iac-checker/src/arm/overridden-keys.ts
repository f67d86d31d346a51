/**
 * A key given twice in one object of an ARM template: Azure's engine keeps the last value and drops
 * the earlier one without a word (azure-quickstart-templates deploy with such keys), so it is a
 * warning on the dropped entry, not a syntax error. The parser (parse-json, `lastKeyWins`) has
 * already kept the last value in the tree, so the rest of the template is checked as Azure reads it.
 *
 * @example
 *   // {"a": 1, "a": 2} -> a warning on the first `a`; the map holds a: 2
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocNode } from '../parse/doc/ast';

export function warnOverriddenKeys(node: DocNode, f: Findings): void {
  if (node.kind === 'seq') for (const item of node.items) warnOverriddenKeys(item, f);
  if (node.kind !== 'map') return;
  for (const e of node.overridden ?? [])
    f.warning('arm.overridden-key', DiagnosticMessages.checks.arm.overriddenKey(e.key), e.keySpan);
  for (const e of node.entries) warnOverriddenKeys(e.value, f);
}
