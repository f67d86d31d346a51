/**
 * A `dependsOn` entry written as text names a resource of the template: by its name, `type/name`,
 * its symbolic name (languageVersion 2.0) or the name of a resource copy loop (all its copies).
 * ARM compares these names without regard to case. A resource named by a parameter or a variable
 * (`[parameters('loadBalancer')]`) is compared by the value it has unless the deployment gives
 * another: the parameter's default, the variable's text. A resource whose name is computed
 * otherwise may be the one an entry of its type names, which only the deployment knows, so such an
 * entry is not judged. An entry may also be the resource's ID (the portal's exported templates write
 * `/subscriptions/<id>/resourceGroups/<group>/providers/<type>/<name>`), read as its `type/name`.
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

/**
 * A resource ID (`/subscriptions/<id>[/resourceGroups/<group>]/providers/<namespace>/<type>/<name>[/<type>/<name>]`,
 * as the portal's exported templates write `dependsOn`) in the template's `type/name` form
 * (`<namespace>/<type>[/<type>]/<name>[/<name>]`), which is how ARM matches it to a resource; the
 * text as written when it is no such ID.
 */
function typeNameForm(entry: string): string {
  const m = /^\/subscriptions\/[^/]+(?:\/resourceGroups\/[^/]+)?\/providers\/(.+)$/i.exec(entry);
  const segments = m?.[1].split('/') ?? [];
  if (segments.length < 3 || segments.length % 2 === 0) return entry;
  const [namespace, ...pairs] = segments;
  const types = pairs.filter((_, i) => i % 2 === 0);
  const names = pairs.filter((_, i) => i % 2 === 1);
  return [namespace, ...types, ...names].join('/');
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
      const written = text(item);
      if (written === undefined || isExpression(written)) continue;
      const s = typeNameForm(written);
      if (names.has(s.toLowerCase())) continue;
      const short = s.split('/').pop()!.toLowerCase();
      if (shortNames.some((n) => n === short || n.endsWith(`/${short}`))) continue;
      const type = s.split('/').slice(0, -1).join('/').toLowerCase();
      if (computedTypes.has(type)) continue;
      const hint = closest(s, [...names.values()]);
      f.error('arm.unknown-depends-on', M.unknownDependsOn(written), item.span, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    }
  }
}
