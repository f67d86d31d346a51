/**
 * Matching of resource types against the set's type names: exact or with a `*` glob, ignoring
 * case (ARM and Bicep types are case-insensitive; Terraform and CloudFormation types never differ
 * only by case).
 *
 * @example
 *   // azurerm_postgresql_* matches a resource of type azurerm_postgresql_flexible_server
 *   matchingViews(resource, ['azurerm_postgresql_*']) // [{ type: 'azurerm_postgresql_flexible_server', body }]
 */
import { type Resource, type ResourceView } from './types';

const cache = new Map<string, RegExp>();

function patternOf(name: string): RegExp {
  let re = cache.get(name);
  if (!re) {
    const body = name
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${body}$`, 'i');
    cache.set(name, re);
  }
  return re;
}

function typeMatches(pattern: string, type: string): boolean {
  return patternOf(pattern).test(type);
}

/** The views of a resource whose type is one of `patterns`. */
export function matchingViews(resource: Resource, patterns: readonly string[]): ResourceView[] {
  return resource.views.filter((v) => patterns.some((p) => typeMatches(p, v.type)));
}
