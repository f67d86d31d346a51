/**
 * Reading values at a path inside a resource and comparing them with what a setting expects.
 * Lists met on the way are searched element by element (Terraform blocks, ARM and Kubernetes
 * arrays), so `rule.transition.days` reads every rule's every transition.
 *
 * @example
 *   valuesAt({ ttl: [{ enabled: true }] }, ['ttl', 'enabled']) // [true]
 *   sameValue('512', 512) // true
 */
import { type Scalar } from './types';

export function pathSegments(path: string | string[]): string[] {
  return Array.isArray(path) ? path : path.split('.');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The values found at the path; a list at the end is returned whole. */
export function valuesAt(body: unknown, segments: readonly string[]): unknown[] {
  let current: unknown[] = [body];
  for (const key of segments) {
    const next: unknown[] = [];
    const visit = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(visit);
      else if (isObject(v) && v[key] !== undefined) next.push(v[key]);
    };
    current.forEach(visit);
    current = next;
  }
  return current;
}

/** The scalars in values, lists opened (for comparisons that accept any element). */
export function scalarsOf(values: readonly unknown[]): unknown[] {
  return values.flatMap((v) => (Array.isArray(v) ? scalarsOf(v) : [v]));
}

const numeric = (s: string) => s !== '' && !Number.isNaN(Number(s));

/** Equality as a person reads a setting: numbers by value, text without case, true and "true" alike. */
export function sameValue(actual: unknown, expected: Scalar): boolean {
  if (actual === null || actual === undefined || typeof actual === 'object') return false;
  const a = String(actual).trim();
  const e = String(expected).trim();
  if (numeric(a) && numeric(e)) return Number(a) === Number(e);
  return a.toLowerCase() === e.toLowerCase();
}

/** A pattern test, case-insensitive; objects are tested in their JSON form. */
export function matchesPattern(actual: unknown, pattern: string): boolean {
  if (actual === null || actual === undefined) return false;
  const text = typeof actual === 'object' ? JSON.stringify(actual) : String(actual);
  return new RegExp(pattern, 'i').test(text);
}

/** A value is present unless it is missing, null or an empty list. */
export function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}
