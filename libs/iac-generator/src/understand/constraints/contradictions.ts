/**
 * Values of one request that contradict each other (issue 24, CON), checked on the request model:
 * a subnet's range outside its network's address space or overlapping another subnet's, a least
 * count above the most or a count to run outside them, a disruption budget that lets no pod of its
 * workload be evicted. Each is said with why, and what the files hold instead is possible: the range
 * is left to the writer's free one, the most raised to the least, the count brought within them, the
 * budget set to let one pod move. Which kinds are networks, subnets, budgets and workloads is data
 * (contradictions.json).
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import KINDS from './contradictions.json';

interface Found {
  lines: string[];
  settled: Set<Setting>;
  /** Words the lines are about that no setting holds (a subnet's range). */
  said: string[];
}

const CIDR = /\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/g;

/** A range as its first address and prefix length. */
function range(cidr: string): { base: number; bits: number } {
  const [ip, bits] = cidr.split('/');
  const base = ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  return { base, bits: Number(bits) };
}

/** Whether `inner` lies inside `outer` (or is it). */
function within(inner: string, outer: string): boolean {
  const a = range(inner);
  const b = range(outer);
  if (a.bits < b.bits || b.bits > 32) return false;
  const size = 2 ** (32 - b.bits);
  return Math.floor(a.base / size) === Math.floor(b.base / size);
}

const overlap = (a: string, b: string) => within(a, b) || within(b, a);

/** Where a mention's words (its text or a name given it) are said in its phrase, lower case. */
function places(m: Mention, phrase: string): number[] {
  const lower = phrase.toLowerCase();
  const out: number[] = [];
  for (const w of [m.text, ...m.names].filter((x): x is string => !!x)) {
    for (let at = lower.indexOf(w.toLowerCase()); at >= 0; at = lower.indexOf(w.toLowerCase(), at + 1)) out.push(at);
  }
  return out;
}

/**
 * Each range said in the request with the mention it follows most closely in its phrase: "subnets
 * snet-a 10.1.1.0/24" a subnet's, "network 10.1.0.0/16" the network's; a range after anything else
 * (a source of traffic, a peer) is neither and is not checked.
 */
function rangesByMention(intent: Intent): { m: Mention; cidr: string }[] {
  const out: { m: Mention; cidr: string }[] = [];
  intent.phrases.forEach((phrase, p) => {
    const here = intent.mentions.filter((m) => m.phrase === p);
    for (const hit of phrase.matchAll(CIDR)) {
      let best: { m: Mention; at: number } | undefined;
      for (const m of here)
        for (const at of places(m, phrase)) if (at < hit.index && (!best || at > best.at)) best = { m, at };
      if (best) out.push({ m: best.m, cidr: hit[1] });
    }
  });
  return out;
}

/** Subnet ranges outside their network's stated space, or overlapping one said before them. */
function networkLines(intent: Intent, found: Found): void {
  const ranges = rangesByMention(intent);
  const networks = intent.mentions.filter((m) => KINDS.networks.includes(m.kind) && !m.attrs.flags.has('existing'));
  const bad = new Set<string>();
  for (const net of networks) {
    const spaces = ranges.filter((r) => r.m === net).map((r) => r.cidr);
    if (!spaces.length) continue;
    // A subnet belongs to the network said last before it (the only one, when one is asked).
    const owner = (s: Mention) =>
      networks.length === 1 ? net : [...networks].reverse().find((n) => n.phrase <= s.phrase && n !== s);
    const subnets = ranges.filter(
      (r) => KINDS.subnets.includes(r.m.kind) && !r.m.attrs.flags.has('existing') && owner(r.m) === net,
    );
    const seen: string[] = [];
    for (const { cidr } of subnets) {
      if (seen.includes(cidr) || spaces.includes(cidr)) continue;
      const outside = !spaces.some((s) => within(cidr, s));
      const other = seen.find((s) => overlap(s, cidr) && !bad.has(s));
      seen.push(cidr);
      if (!outside && !other) continue;
      bad.add(cidr);
      found.said.push(cidr);
      found.lines.push(
        GeneratorMessages.conflict(
          cidr,
          outside
            ? GeneratorMessages.contradiction.outsideNetwork(spaces.join(', '))
            : GeneratorMessages.contradiction.overlapping(other!),
          GeneratorMessages.contradiction.freeRange,
        ),
      );
    }
  }
  // The writers then take a free range of the network for the subnet, never the one that cannot be.
  if (bad.size)
    for (const m of intent.mentions)
      if (m.attrs.cidrs.some((c) => bad.has(c))) m.attrs.cidrs = m.attrs.cidrs.filter((c) => !bad.has(c));
}

/**
 * Says one contradiction of component `m`: the setting stating `key` is settled by the line (no other line
 * reports it), and the line quotes its words, or `bare` when no setting holds them.
 */
function sayConflict(found: Found, m: Mention, key: string, bare: string, why: string, instead: string): void {
  const s = m.settings.find((x) => x.keys.includes(key));
  if (s) found.settled.add(s);
  found.lines.push(GeneratorMessages.conflict(s?.text ?? bare, why, instead));
}

/** A least count above the most, and a count to run outside them, of one component. */
function boundLines(intent: Intent, found: Found): void {
  for (const m of intent.mentions) {
    const { min, max, desired } = m.attrs;
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      m.attrs.max = min;
      sayConflict(
        found,
        m,
        'max',
        String(max),
        GeneratorMessages.contradiction.minAboveMax(min, max),
        GeneratorMessages.contradiction.maxRaised(min),
      );
    }
    const low = m.attrs.min;
    const high = m.attrs.max;
    if (typeof desired !== 'number' || typeof low !== 'number' || typeof high !== 'number') continue;
    if (desired >= low && desired <= high) continue;
    const written = Math.min(high, Math.max(low, desired));
    m.attrs.desired = written;
    sayConflict(
      found,
      m,
      'desired',
      String(desired),
      GeneratorMessages.contradiction.desiredOutside(desired, low, high),
      GeneratorMessages.contradiction.desiredWritten(written),
    );
  }
}

/** A disruption budget that keeps every pod of its workload up (or allows none down). */
function budgetLines(intent: Intent, found: Found): void {
  intent.mentions.forEach((m, i) => {
    if (!KINDS.budgets.includes(m.kind)) return;
    const { minAvailable, maxUnavailable } = m.attrs;
    if (maxUnavailable === 0 || maxUnavailable === '0%') {
      m.attrs.maxUnavailable = 1;
      sayConflict(
        found,
        m,
        'maxUnavailable',
        'maxUnavailable: 0',
        GeneratorMessages.contradiction.budgetNoneDown,
        GeneratorMessages.contradiction.budgetWritten('maxUnavailable: 1'),
      );
      return;
    }
    // The workload it protects: the one said last before it, else the first one.
    const workloads = intent.mentions.filter((x) => KINDS.workloads.includes(x.kind));
    const workload = [...workloads].reverse().find((x) => intent.mentions.indexOf(x) < i) ?? workloads[0];
    const replicas = workload?.attrs.desired;
    if (typeof replicas !== 'number' || minAvailable === undefined) return;
    const all = minAvailable === '100%' || (typeof minAvailable === 'number' && minAvailable >= replicas);
    if (!all) return;
    m.attrs.minAvailable = Math.max(0, replicas - 1);
    sayConflict(
      found,
      m,
      'minAvailable',
      `minAvailable: ${minAvailable}`,
      GeneratorMessages.contradiction.budgetKeepsAll(String(minAvailable), replicas),
      GeneratorMessages.contradiction.budgetWritten(`minAvailable: ${m.attrs.minAvailable}`),
    );
  });
}

/** The lines for the request's contradictions, and the settings they are about (reported by them alone). */
export function contradictionLines(intent: Intent): Found {
  const found: Found = { lines: [], settled: new Set(), said: [] };
  networkLines(intent, found);
  boundLines(intent, found);
  budgetLines(intent, found);
  found.lines = [...new Set(found.lines)];
  return found;
}
