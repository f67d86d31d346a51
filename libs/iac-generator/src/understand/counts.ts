/** How many of a component a request asks for, and whether it is one more of a kind already named. */
import { countOf, type Token } from './text';
import { ANOTHER } from './words';

// Words allowed between a count and its component: `two private subnets`, `3 EC2 instances`.
const COUNT_GAP = new Set([
  'public',
  'private',
  'example',
  'basic',
  'separate',
  'new',
  'additional',
  'more',
  'of',
  'the',
  'newest',
  'latest',
  'aws',
  'amazon',
  'linux',
  'identical',
  'small',
  'large',
  'ec2',
  's3',
  'different',
  'custom',
  'web',
  'worker',
  'other',
  'simple',
  'isolated',
  'azure',
  'gcp',
  'google',
  'kubernetes',
  'standard',
  'regional',
  'internal',
  'encrypted',
  // Kinds of disk said of each: "two premium SSD data disks".
  'premium',
  'ssd',
  'hdd',
  'managed',
  'persistent',
]);

// A size said of each between a count and its things ("two 500 GB data disks", "3 1 TB volumes").
const SIZE_UNIT = /^(?:gb|gib|tb|tib)$/;

// An operating system named between a count and its machines is said of each of them, not a count
// of its own: "two Windows Server 2022 VMs", "3 ubuntu 22.04 servers", "two win2019 boxes".
const OS_WORDS = new Set([
  'windows',
  'window',
  'win',
  'server',
  'ubuntu',
  'debian',
  'rhel',
  'centos',
  'rocky',
  'red',
  'hat',
]);
const RELEASE = /^(?:\d{1,4}(?:\.\d{1,2})?|2k\d\d)$/;
const OS_TOKEN = /^win(?:20\d\d|2k\d\d)$/;
const osWord = (tokens: Token[], i: number): boolean =>
  OS_WORDS.has(tokens[i].word) ||
  OS_TOKEN.test(tokens[i].word) ||
  (RELEASE.test(tokens[i].word) && i > 0 && OS_WORDS.has(tokens[i - 1].word));

/** Whether "a"/"an" introduces the words at `start` (within a few words, before "the", "and", "with"...). */
export function indefiniteBefore(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 6; i--) {
    const w = tokens[i].word;
    if (w === 'a' || w === 'an') return true;
    if (['the', 'this', 'that', 'it', 'its', 'same', 'and', 'with', 'to', 'for', 'of', 'in', 'on'].includes(w))
      return false;
  }
  return false;
}

export function countBefore(
  tokens: Token[],
  start: number,
  consumed: (t: Token) => boolean,
): { count?: number; another?: boolean } {
  for (let i = start - 1, gap = 0; i >= 0 && gap <= 4; i--, gap++) {
    const t = tokens[i];
    if (ANOTHER.has(t.word)) return { another: true };
    if (osWord(tokens, i)) continue;
    if (SIZE_UNIT.test(t.word) && i > 0 && /^\d+$/.test(tokens[i - 1].word)) {
      i--;
      continue;
    }
    const n = countOf(t.word);
    // A number used up by a setting ("PostgreSQL 14", "5 replicas", "every 20 minutes") is not a count.
    if (n !== undefined && consumed(t)) return {};
    if (n !== undefined) return { count: Math.min(Math.max(n, 1), 10) };
    if (!COUNT_GAP.has(t.word)) return {};
  }
  return {};
}
