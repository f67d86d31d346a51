/**
 * A count said with a word of one meaning that the thing it is said of holds under another: "two
 * replicas" of a cache or a database (which runs no copies of a workload) are its read replicas,
 * the count its kind declares for them. The count goes to the thing it is said of, never to a
 * thing nearby that takes the first meaning, and is never reported as said of a side resource.
 */
import { type Mention } from './intent';
import { FAMILIES, type Found } from './settings';

const kindOf = (m: Mention) => m.kind.slice(m.kind.indexOf('.') + 1);

// The other meaning of a count: its family and values.
function otherMeaning(f: Found): Found | undefined {
  if (f.family === 'replicas' && f.values.desired !== undefined && /\breplicas?\b/i.test(f.text))
    return { ...f, family: 'readReplica', label: 'read replicas', values: { readReplicas: f.values.desired } };
  return undefined;
}

/**
 * The setting as the thing it is said of takes it: its other meaning when the thing read last
 * before it in its phrase (or, with none fitting at all, any thing) takes that one and not the
 * first; else the setting as read.
 */
export function meaningThatFits(f: Found, mentions: Mention[], phrase: number): Found {
  const other = otherMeaning(f);
  if (!other?.family || !f.family) return f;
  const takes = (family: NonNullable<Found['family']>) => (m: Mention) => FAMILIES[family].test(kindOf(m));
  const before = mentions.findLast((m) => m.phrase === phrase && m.start < f.start);
  if (before) return takes(other.family)(before) && !takes(f.family)(before) ? other : f;
  return !mentions.some(takes(f.family)) && mentions.some(takes(other.family)) ? other : f;
}
