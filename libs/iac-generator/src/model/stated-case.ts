/**
 * Settings are read from the request in lower case, so that patterns stay simple; names, keys and
 * paths are case-sensitive in the cloud ("userId", "/App/Config"), so writers take them back in the
 * case the request wrote them, from the words of the setting that stated them.
 */
import { type Component } from './types';

/** `value` as the request wrote it, found in the words of one of the component's settings. */
export function asStated(c: Component, value: string): string {
  const lower = value.toLowerCase();
  for (const s of c.settings ?? []) {
    const i = s.text.toLowerCase().indexOf(lower);
    if (i >= 0) return s.text.slice(i, i + value.length);
  }
  return value;
}
