/**
 * The yes/no properties of a request model as a follow-up turns them off: which things have them,
 * and which things were read from a property's own words only ("versioned" read as a versioning
 * resource), which go with the property.
 */
import { type Attrs, emptyAttrs, type Flag } from '../../model/types';
import { readAttributes } from '../attributes';
import { type Mention } from '../intent';

/** The request-wide settings without the yes/no properties a follow-up turned off. */
export function withoutFlags(global: Attrs, off: Set<Flag>): Attrs {
  if (![...off].some((f) => global.flags.has(f))) return global;
  return { ...global, flags: new Set([...global.flags].filter((f) => !off.has(f))) };
}

/** The yes/no properties the things have, leaving out things read from a property's own words. */
export function flagsOf(model: Mention[]): Set<Flag> {
  return new Set(model.filter((m) => !propertyOnly(m)).flatMap((m) => [...m.attrs.flags]));
}

/** Whether a thing was read from the words of properties only (of `among`, when given), with no name. */
export function propertyOnly(m: Mention, among?: Set<Flag>): boolean {
  if (m.names.length || !m.text) return false;
  const named = emptyAttrs();
  readAttributes(m.text.toLowerCase(), named);
  const flags = [...named.flags];
  const words = m.text.toLowerCase().split(/\s+/);
  // Every word of it is a property's word ("versioned"), not a kind's ("dead letter queue" names a queue).
  return flags.length > 0 && words.length === 1 && (!among || flags.every((f) => among.has(f)));
}
