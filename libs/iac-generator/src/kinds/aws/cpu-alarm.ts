/**
 * A CloudWatch alarm on the CPU of an Auto Scaling group or an instance ("an alarm on our group web-1:
 * average CPU above 80% for 3 consecutive 1-minute periods"): the threshold is the CPU use stated for
 * the watched group in the alarm's own words (or, for a group that already exists, which tracks nothing
 * here, the one stated for it, as a follow-up changed it), and how long it must last is read from the
 * alarm's phrase. Chosen while planning, once for every format; unsaid, the writers keep their defaults.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { usedWhilePlanning } from '../../plan/track-reads';

export interface CpuCondition {
  threshold?: number;
  periods?: number;
  period?: number;
  orEqual?: boolean;
}

const MINUTES = String.raw`(minutes?|mins?|seconds?|secs?)`;
// "3 consecutive 1-minute periods", "3 periods of 1 minute", "for 5 minutes", "5 consecutive minutes".
const LASTING: { re: RegExp; read: (m: RegExpExecArray) => { periods: number; period: number } }[] = [
  {
    re: new RegExp(
      String.raw`\b(\d{1,2})\s+(?:consecutive\s+)?(\d{1,3})\s*-?\s*${MINUTES}\s+(?:evaluation\s+)?periods?\b`,
      'i',
    ),
    read: (m) => ({ periods: Number(m[1]), period: seconds(m[2], m[3]) }),
  },
  {
    re: new RegExp(
      String.raw`\b(\d{1,2})\s+(?:consecutive\s+)?(?:evaluation\s+)?periods?\s+of\s+(\d{1,3})\s*${MINUTES}`,
      'i',
    ),
    read: (m) => ({ periods: Number(m[1]), period: seconds(m[2], m[3]) }),
  },
  {
    re: /\b(?:for|over)\s+(\d{1,2})\s+(?:consecutive\s+|straight\s+)?minutes?\b|\b(\d{1,2})\s+consecutive\s+minutes\b/i,
    read: (m) => ({ periods: Number(m[1] ?? m[2]), period: 60 }),
  },
];

// CloudWatch periods are 10, 30 or a multiple of 60 seconds.
function seconds(n: string, unit: string): number {
  const s = Number(n) * (/^m/i.test(unit) ? 60 : 1);
  return s <= 10 ? 10 : s <= 30 ? 30 : Math.max(60, Math.round(s / 60) * 60);
}

// The comparison said before the percentage: "at least 80%", ">= 80%" fire at the value itself.
const OR_EQUAL = /(?:\bat\s+least|>=|\bor\s+more)\s*$/i;

/** Reads the CPU condition of alarm `c` watching `target`, and marks the words it read. */
export function chooseCpuCondition(c: Component, target: Component | undefined, plan: Planner): void {
  const at = c.phrase ?? -1;
  const phrase = plan.phrases[at] ?? '';
  const condition: CpuCondition = {};
  for (const { re, read } of LASTING) {
    const m = re.exec(phrase);
    if (!m) continue;
    Object.assign(condition, read(m));
    plan.wired(at, m[0]);
    break;
  }
  // "for 10 minutes", read as how long the use lasts (of the alarm, or of the group it watches): one-minute periods.
  const holder = [c, target].find((x) => x?.attrs.sustainedMinutes !== undefined);
  const sustained = holder?.attrs.sustainedMinutes;
  if (holder && sustained !== undefined && sustained > 0 && sustained <= 1440) {
    usedWhilePlanning(holder, 'sustainedMinutes');
    if (condition.periods === undefined || condition.periods * (condition.period ?? 60) === sustained * 60)
      Object.assign(
        condition,
        sustained <= 60 ? { periods: sustained, period: 60 } : { periods: 1, period: sustained * 60 },
      );
  }
  const stated = target?.attrs.targetMetric !== 'memory' ? target?.attrs.targetPercent : undefined;
  const saidHere = target?.settings?.some((s) => s.phrase === at && s.values?.targetPercent !== undefined);
  if (target && stated !== undefined && (saidHere || target.attrs.flags.has('existing'))) {
    condition.threshold = stated;
    usedWhilePlanning(target, 'targetPercent');
    const where = phrase.indexOf(`${stated}%`);
    if (where >= 0) condition.orEqual = OR_EQUAL.test(phrase.slice(0, where)) || undefined;
  }
  if (Object.keys(condition).length) c.config.cpuCondition = condition;
}

/** The condition chosen, if anything of it was said. */
export const cpuCondition = (c: Component) => c.config.cpuCondition as CpuCondition | undefined;
