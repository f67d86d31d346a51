/**
 * A `dependsOn` entry written as text names a resource of the template: by its name, `type/name`,
 * its symbolic name (languageVersion 2.0) or the name of a resource copy loop (all its copies).
 * ARM compares these names without regard to case. A resource named by a parameter or a variable
 * (`[parameters('loadBalancer')]`) is compared by the value it has unless the deployment gives
 * another: the parameter's default, the variable's text. A resource whose name is computed
 * otherwise may be the one an entry of its type names, which only the deployment knows, so such an
 * entry is not judged.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, text } from '../parse/doc/ast';
import { closest } from '../suggest';
import { isExpression } from './expressions';
import { field } from './keys';

interface Named {
  type: string;
  name?: string;
  symbol?: string;
  node: DocMap;
}

const M = DiagnosticMessages.checks.arm;

/** A name's value where it is a parameter with a default or a variable holding text; else undefined. */
function nameValue(name: string, template: DocNode): string | undefined {
  const m = /^\[\s*(parameters|variables)\(\s*'([^']+)'\s*\)\s*\]$/i.exec(name);
  if (!m) return undefined;
  const value =
    m[1].toLowerCase() === 'parameters'
      ? field(field(field(template, 'parameters'), m[2]), 'defaultValue')
      : field(field(template, 'variables'), m[2]);
  const s = text(value);
  return s !== undefined && !isExpression(s) ? s : undefined;
}

export function checkDependsOn(resources: readonly Named[], template: DocNode, f: Findings): void {
  const names = new Map<string, string>(); // lower case -> as written, for the did-you-mean
  const add = (n: string) => names.set(n.toLowerCase(), n);
  const computedTypes = new Set<string>();
  for (const r of resources) {
    if (r.symbol) add(r.symbol);
    const loop = text(field(field(r.node, 'copy'), 'name'));
    if (loop) add(loop);
    if (!r.name) continue;
    const name = isExpression(r.name) ? (nameValue(r.name, template) ?? r.name) : r.name;
    add(name);
    add(`${r.type}/${name}`);
    if (isExpression(name)) computedTypes.add(r.type.toLowerCase());
  }
  const shortNames = [...names.keys()];
  for (const r of resources) {
    const d = field(r.node, 'dependsOn');
    if (d?.kind !== 'seq') continue;
    for (const item of d.items) {
      const s = text(item);
      if (s === undefined || isExpression(s) || names.has(s.toLowerCase())) continue;
      const short = s.split('/').pop()!.toLowerCase();
      if (shortNames.some((n) => n === short || n.endsWith(`/${short}`))) continue;
      const type = s.split('/').slice(0, -1).join('/').toLowerCase();
      if (computedTypes.has(type)) continue;
      const hint = closest(s, [...names.values()]);
      f.error('arm.unknown-depends-on', M.unknownDependsOn(s), item.span, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    }
  }
}
