/**
 * Whose setting a vocabulary match is. Words that hang on another resource's noun phrase ("an RDS
 * database with storage that grows automatically", "a cluster with 3 nodes") and name a family of
 * settings that resource declares in its kind.json are that resource's, never a resource of their
 * own: "storage" there is the database's disk, not a bucket.
 */
import { type Mention } from '../intent';
import { FAMILIES, type Family } from '../settings';
import { stem } from '../text';
import { type Reading } from './read';
import { roleOf } from './roles';

// Each family by the words of its name ("readReplica" -> "read replica"), singular; "existing"
// says how a resource is had, never what it has.
const FAMILY_WORDS = (Object.keys(FAMILIES) as Family[])
  .filter((f) => f !== 'existing')
  .map((family) => ({
    family,
    words: family
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(' ')
      .map(stem),
  }));

/**
 * The family the words are the name of ("storage", "read replicas"), if one is. Only the whole
 * match counts: "Elastic Beanstalk environments" names a product, not the family "environment".
 */
export function familyNamed(words: string[]): Family | undefined {
  const said = words.map((w) => stem(w.toLowerCase()));
  return FAMILY_WORDS.find(({ words: f }) => f.length === said.length && f.every((w, k) => said[k] === w))?.family;
}

/** A resource's setting found in words hanging on it, and the span of those words in the text. */
export interface OwnedSetting {
  owner: Mention;
  start: number;
  end: number;
}

/**
 * The resource already read whose setting the characters [start, end) of the reading's text are,
 * with the span of the words saying it, or undefined when they name a thing of their own. `mentions` are the resources read so far, with
 * offsets in the same text as the reading's plus `offset`.
 */
export function settingOwner(
  reading: Reading,
  offset: number,
  start: number,
  end: number,
  words: string[],
  mentions: Mention[],
): OwnedSetting | undefined {
  const role = roleOf(reading, start - offset, end - offset);
  const on = role.role === 'trailing' ? role.on : role.role === 'head' ? role.on : undefined;
  if (!on) return undefined;
  const owner = mentions.findLast((m) => m.start >= offset + on.start && m.end <= offset + on.end);
  const family = familyNamed(words);
  if (!owner || !family) return undefined;
  if (!FAMILIES[family].test(owner.kind.slice(owner.kind.indexOf('.') + 1))) return undefined;
  // The words of the setting: its phrase and what hangs on that ("storage that grows automatically").
  const phrase = role.role === 'head' ? role.phrase : undefined;
  const from = phrase ? phrase.start : start - offset;
  const to = Math.max(end - offset, phrase?.trailing?.end ?? phrase?.end ?? 0);
  return { owner, start: offset + from, end: offset + to };
}
