/**
 * Values written in a request, found before any word is tagged, so each is one token of the
 * reading: "10.0.0.0/16" is a range, not numbers and a slash; "nginx:1.25" an image, not a noun
 * and a number; "us-east-1" a region, not three words. The readers are the understanding's own
 * (values.ts, images.ts, attributes.ts, the region shapes), so a value means the same here as in
 * the settings that read it.
 */
import { readRegions } from '../../model/regions';
import { CIDR, DOMAIN } from '../attributes';
import { IMAGE_REFERENCE, imageAt } from '../images';
import { N } from '../numbers';
import { valueSpans } from '../values';

type ValueType =
  | 'address'
  | 'cidr'
  | 'image'
  | 'region'
  | 'arn'
  | 'name'
  | 'size'
  | 'duration'
  | 'percent'
  | 'version'
  | 'domain'
  | 'machine';

export interface TypedValue {
  type: ValueType;
  start: number;
  end: number;
  text: string;
}

const SIZE = new RegExp(`\\b${N}\\s*(?:[kmgtp]i?b|gigabytes?|terabytes?|megabytes?|gi|mi|vcpus?|cpus?|cores?)\\b`, 'g');
const DURATION = new RegExp(
  `\\b${N}[ -]?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\\b`,
  'g',
);
const PERCENT = /\b\d{1,3}(?:\.\d+)?\s*(?:%|percent\b)/g;
const VERSION = /\bv?\d+(?:\.\d+){1,2}\b(?!\/)/g;
// A machine size as the clouds spell them: "t3.micro", "db.r6g.large", "Standard_D2s_v5", "e2-medium".
const MACHINE =
  /\b(?:db\.|cache\.)?[a-z]{1,3}\d[a-z0-9-]*\.(?:nano|micro|small|medium|\d*x?large|metal)\b|\bstandard_[a-z0-9_]+\b|\b[a-z]\d[a-z]?-(?:standard|highmem|highcpu|micro|small|medium)(?:-\d+)?\b/g;
const ARN = /\barn:[a-z0-9-]+:[^\s"']+/g;
// A quoted name is a placeholder by the time it is read (text.ts extractQuotes): "q§3".
const QUOTED = /q\u00a7\d+/g;

/** Every typed value of `text` in order of where it starts; where two overlap, the longer is the value. */
export function typedValues(text: string): TypedValue[] {
  const lower = text.toLowerCase();
  const found: TypedValue[] = [];
  const add = (type: ValueType, start: number, end: number) =>
    found.push({ type, start, end, text: text.slice(start, end) });
  for (const [a, b] of valueSpans(text)) add('address', a, b);
  for (const m of lower.matchAll(ARN)) add('arn', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(QUOTED)) add('name', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(MACHINE)) add('machine', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(CIDR)) add('cidr', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(IMAGE_REFERENCE))
    if (m[0].includes(':') && imageAt(m, lower)) add('image', m.index, m.index + m[0].length);
  const { regions, zones } = readRegions(lower);
  for (const r of [...zones, ...regions])
    for (const m of lower.matchAll(new RegExp(`\\b${r.replace(/[-]/g, '\\-')}\\b`, 'g')))
      add('region', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(SIZE)) add('size', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(DURATION)) add('duration', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(PERCENT)) add('percent', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(VERSION)) add('version', m.index, m.index + m[0].length);
  for (const m of lower.matchAll(new RegExp(DOMAIN, 'g'))) add('domain', m.index, m.index + m[0].length);
  // The longer reading holds the shorter: an address its domain, a range its numbers, a size its count.
  const kept: TypedValue[] = [];
  for (const v of found.sort((a, b) => b.end - b.start - (a.end - a.start)))
    if (!kept.some((k) => v.start < k.end && v.end > k.start)) kept.push(v);
  return kept.sort((a, b) => a.start - b.start);
}
