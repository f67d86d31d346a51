/**
 * Evaluation of one setting check against the resources read from the generator's files.
 * Positive checks (equals, matches, exists, minItems) pass when one resource of the type has the
 * value; negative ones (notEquals, notMatches, absent) need the type to be there and no resource of
 * it to have the value (an attribute left out passes); count and minCount count instances.
 *
 * @example
 *   evaluate({ type: 'Deployment', path: 'spec.replicas', equals: 3 }, resources) // true or false
 */
import { matchingViews } from './type-pattern';
import { type Check, type Resource, type Setting } from './types';
import { matchesPattern, pathSegments, present, sameValue, scalarsOf, valuesAt } from './values';

export const COUNT_OPERATORS = ['count', 'minCount'] as const;
export const CHECK_OPERATORS = [
  'equals',
  'matches',
  'notEquals',
  'notMatches',
  'exists',
  'absent',
  'minItems',
  ...COUNT_OPERATORS,
] as const;

const typesOf = (check: Check) => ([] as string[]).concat(check.type);

export function evaluate(check: Check, resources: readonly Resource[]): boolean {
  const types = typesOf(check);
  const hits = resources.flatMap((r) =>
    matchingViews(r, types)
      .slice(0, 1)
      .map((view) => ({ r, view })),
  );
  if (check.count !== undefined || check.minCount !== undefined) {
    const n = hits.reduce((sum, h) => sum + h.r.instances, 0);
    return check.count !== undefined ? n === check.count : n >= (check.minCount ?? 0);
  }
  if (!hits.length) return false;
  const segments = pathSegments(check.path ?? []);
  const at = hits.map((h) => valuesAt(h.view.body, segments));
  if (check.equals !== undefined) return at.some((vs) => scalarsOf(vs).some((v) => sameValue(v, check.equals!)));
  if (check.matches !== undefined) return at.some((vs) => scalarsOf(vs).some((v) => matchesPattern(v, check.matches!)));
  if (check.exists) return at.some((vs) => vs.some(present));
  if (check.minItems !== undefined)
    return at.some((vs) => vs.some((v) => Array.isArray(v) && v.length >= check.minItems!));
  if (check.notEquals !== undefined)
    return at.every((vs) => !scalarsOf(vs).some((v) => sameValue(v, check.notEquals!)));
  if (check.notMatches !== undefined)
    return at.every((vs) => !scalarsOf(vs).some((v) => matchesPattern(v, check.notMatches!)));
  if (check.absent) return at.every((vs) => !vs.some(present));
  return false;
}

/** A setting passes when its check, or one of its alternatives, passes. */
export function settingPasses(setting: Setting, resources: readonly Resource[]): boolean {
  const checks = setting.anyOf ?? [setting as Check];
  return checks.some((c) => evaluate(c, resources));
}

/** The check in a few words, for the per-request line. */
export function describeSetting(setting: Setting): string {
  const one = (c: Check) => {
    const op = CHECK_OPERATORS.find((o) => c[o] !== undefined)!;
    const path = c.path === undefined ? '' : `.${pathSegments(c.path).join('.')}`;
    const value = op === 'exists' || op === 'absent' ? '' : ` ${JSON.stringify(c[op])}`;
    return `${typesOf(c).join('|')}${path} ${op}${value}`;
  };
  return (setting.anyOf ?? [setting as Check]).map(one).join(' OR ');
}
