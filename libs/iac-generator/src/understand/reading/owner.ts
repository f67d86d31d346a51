/**
 * Whose setting a vocabulary match is. Words that hang on another resource's noun phrase ("an RDS
 * database with storage that grows automatically", "a cluster with 3 nodes") and name a family of
 * settings that resource declares in its kind.json are that resource's, never a resource of their
 * own: "storage" there is the database's disk, not a bucket.
 */
import { type Mention } from '../intent';
import { FAMILIES, type Family } from '../settings';
import { stem } from '../text';
import { type NounPhrase } from './phrases';
import { type Reading } from './read';
import { roleOf } from './roles';

// Each family by the words of its name ("readReplica" -> "read replica"), singular; "existing"
// says how a resource is had, never what it has.
// Words requests use for a family without its name: the "backups" of a database that keeps them
// for a number of days are its retention, never a backup service of their own.
// The disks of a group's machines ("a node pool of 3 machines, 100 GB disks") are the size of
// their storage, never disks of their own.
const SYNONYMS: { family: Family; words: string[] }[] = [
  { family: 'retention', words: ['backup'] },
  { family: 'storage', words: ['disk'] },
  { family: 'storage', words: ['boot', 'disk'] },
  { family: 'storage', words: ['volume'] },
  // "4 instances with autoscale on CPU": how the thing scales, never a scale set of its own.
  { family: 'scaling', words: ['autoscale'] },
  { family: 'scaling', words: ['autoscaling'] },
];

const FAMILY_WORDS: { family: Family; words: string[] }[] = [
  ...(Object.keys(FAMILIES) as Family[])
    .filter((f) => f !== 'existing')
    .map((family) => ({
      family,
      words: family
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(' ')
        .map(stem),
    })),
  ...SYNONYMS,
];

// The members of a group, by the words requests count them with: "a node group of 3 t3.large
// instances", "a scale set that grows to 10 VMs", "a minimum of 1 instance" are how many machines
// the group runs (whichever of these families its kind declares), never machines of their own.
const MEMBERS: readonly Family[] = ['replicas', 'nodes', 'instanceCount', 'scaling'];
const MEMBER_WORDS = new Set(['instance', 'node', 'vm', 'virtual machine', 'pod', 'task', 'machine']);

// A disk named so is a disk of its own, attached to the machine ("a VM with a 200 GB data disk").
const OWN_DISK = /^(?:data|extra|additional|second|separate|attached|persistent|shared)$/i;
// The disks of a group's members are the size of each member's disk; a lone machine's disk said
// so is a disk of its own, which its own reading decides.
const GROUP_FAMILIES: readonly Family[] = ['nodes', 'scaling'];
const isDisk = (words: string[]) => /^(?:disk|volume)s?$/i.test(words.at(-1) ?? '');
const ownDisk = (reading: Reading, role: ReturnType<typeof roleOf>) =>
  role.role === 'head' && reading.tokens.slice(role.phrase.from, role.phrase.head).some((t) => OWN_DISK.test(t.text));

/** Whether the words name the members of a group ("instances", "pods", "virtual machines"). */
const isMember = (words: string[]) => MEMBER_WORDS.has(words.map((w) => stem(w.toLowerCase())).join(' '));

/**
 * The families the words are a name of ("storage", "read replicas", "instances"). Only the whole
 * match counts: "Elastic Beanstalk environments" names a product, not the family "environment".
 */
function familiesNamed(words: string[]): readonly Family[] {
  const said = words.map((w) => stem(w.toLowerCase()));
  if (isMember(words)) return MEMBERS;
  return FAMILY_WORDS.filter(({ words: f }) => f.length === said.length && f.every((w, k) => said[k] === w)).map(
    (f) => f.family,
  );
}

/** A resource's setting found in words hanging on it, and the span of those words in the text. */
export interface OwnedSetting {
  owner: Mention;
  family: Family;
  /** Words naming the group's members ("instances", "pods"), not a setting's own name. */
  member: boolean;
  start: number;
  end: number;
}

/** Words that stand for a thing said before as the subject of a clause ("... plan, but it should run 4 instances"). */
const SUBJECT_PRONOUNS = new Set(['it', 'they', 'this', 'these', 'those']);
const BEFORE_OBJECT = new Set(['VERB', 'AUX', 'ADV', 'PART']);

/**
 * The resource whose words the phrase at `phraseIndex` hangs on: up the phrases it hangs on to one
 * a resource read meets, or, at the top, the thing a subject pronoun before it stands for ("it
 * should still run 4 instances": the instances are those of the thing read before "it").
 */
function ownerUp(
  reading: Reading,
  offset: number,
  from: NounPhrase | undefined,
  mentions: Mention[],
): Mention | undefined {
  let on = from;
  for (let step = 0; on && step < 4; step++) {
    const { start: a, end: b } = on;
    // The tagger may read a word of a product's name as a verb ("managed node group", "Cloud Run
    // service"), so the resource is the one whose words meet the phrase, not only those inside it.
    const owner = mentions.findLast((m) => m.start < offset + b && m.end > offset + a);
    if (owner) return owner;
    if (on.on === undefined) break;
    on = reading.phrases[on.on];
  }
  return on ? subjectReferent(reading, offset, on, mentions) : undefined;
}

function subjectReferent(
  reading: Reading,
  offset: number,
  phrase: NounPhrase,
  mentions: Mention[],
): Mention | undefined {
  const { tokens } = reading;
  let k = phrase.from - 1;
  while (k >= 0 && BEFORE_OBJECT.has(tokens[k].pos) && tokens[k].sentence === tokens[phrase.from].sentence) k--;
  const pronoun = tokens[k];
  if (!pronoun || k === phrase.from - 1 || !SUBJECT_PRONOUNS.has(pronoun.text.toLowerCase())) return undefined;
  return mentions.findLast((m) => m.end <= offset + pronoun.start);
}

/**
 * The resource already read whose setting the characters [start, end) of the reading's text are,
 * with the span of the words saying it, or undefined when they name a thing of their own.
 * `mentions` are the resources read so far, with offsets in the same text as the reading's plus
 * `offset`.
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
  // A phrase hanging on nothing may still be the object of a pronoun standing for a thing ("it runs 4 instances").
  const owner =
    on !== undefined
      ? ownerUp(reading, offset, on, mentions)
      : role.role === 'head'
        ? subjectReferent(reading, offset, role.phrase, mentions)
        : undefined;
  if (!owner) return undefined;
  const kind = owner.kind.slice(owner.kind.indexOf('.') + 1);
  const family = familiesNamed(words).find((f) => FAMILIES[f].test(kind));
  if (!family) return undefined;
  if (isDisk(words) && !(GROUP_FAMILIES.some((f) => FAMILIES[f].test(kind)) && !ownDisk(reading, role)))
    return undefined;
  // The words of the setting: its phrase and what hangs on that ("storage that grows automatically").
  const phrase = role.role === 'head' ? role.phrase : undefined;
  const from = phrase ? phrase.start : start - offset;
  const to = Math.max(end - offset, phrase?.trailing?.end ?? phrase?.end ?? 0);
  return { owner, family, member: isMember(words), start: offset + from, end: offset + to };
}

/**
 * The resource a noun phrase of the words [start, end) hangs on, and the phrase's span, when the
 * words are the head of a phrase that hangs on a resource read before and name a family of
 * settings ("storage", "disks"), never a thing said to be one of its own ("a data disk");
 * undefined otherwise.
 */
export function hangingOwner(
  reading: Reading,
  start: number,
  end: number,
  words: string[],
  mentions: Mention[],
): { owner: Mention; start: number; end: number } | undefined {
  const role = roleOf(reading, start, end);
  if (role.role !== 'head' || !role.on || !familiesNamed(words).length) return undefined;
  if (isDisk(words) && ownDisk(reading, role)) return undefined;
  const owner = ownerUp(reading, 0, role.on, mentions);
  return owner ? { owner, start: role.phrase.start, end: role.phrase.end } : undefined;
}
