/**
 * The `utilization` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const UNITS = String.raw`(?:\s+(?:more\s+|fewer\s+)?(?:instances?|nodes?|vms?|machines?|replicas?))?`;
const METRIC = String.raw`\s+(?:when|if|once|whenever|at)\s+(?:the\s+)?(?:(?:average|avg|mean)\s+)?(cpu|memory|mem)?\s*(?:usage\s+|utili[sz]ation\s+|load\s+)?(?:is\s+|goes\s+|gets\s+|rises\s+|falls\s+|drops\s+)?`;

export const UTILIZATION: Rule[] = [
  // A step said of a scale-out, its threshold said elsewhere (an alarm's): "trigger a scale-out: add 2 instances",
  // "scale out by 3 instances".
  {
    re: new RegExp(
      String.raw`\bscal(?:e|es|ing)[- ]?out\b[^.;]{0,40}?(?:\badd(?:ing|s)?|\bby)\s+(\d{1,2})\s+(?:more\s+)?(?:instances?|nodes?|vms?|machines?|servers?)\b(?!${METRIC.replace('(cpu|memory|mem)?', '(?:cpu|memory|mem)?')}(?:above|over|exceeds?|>))`,
      'g',
    ),
    read: (m) => {
      const step = Number(m[1]);
      return step > 0 ? { label: 'scale-out step', values: { scaleOutStep: step }, family: 'utilization' } : undefined;
    },
    examples: {
      reads: {
        'have the alarm start a scale-out on the group: add 3 instances': { scaleOutStep: 3 },
        'scale out by 2 servers when it fires': { scaleOutStep: 2 },
      },
      leaves: ['add 4 instances to the pool'],
    },
  },
  // "300 second cooldown", "a cooldown of 5 minutes": how long a scaling step waits before the next.
  {
    re: /\b(?:(\d{1,4})\s*-?\s*(seconds?|secs?|s|minutes?|mins?)\s+cool[- ]?down|cool[- ]?down\s+(?:period\s+)?(?:of\s+)?(\d{1,4})\s*-?\s*(seconds?|secs?|s|minutes?|mins?))\b/g,
    read: (m) => {
      const [n, unit] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
      const seconds = Number(n) * (/^m/.test(unit) ? 60 : 1);
      return seconds > 0
        ? { label: 'cooldown', values: { cooldownSeconds: seconds }, family: 'utilization' }
        : undefined;
    },
    examples: {
      reads: {
        'a 120 second cooldown between steps': { cooldownSeconds: 120 },
        'with a cooldown of 5 minutes': { cooldownSeconds: 300 },
      },
      leaves: ['a 30 second timeout'],
    },
  },
  // A step said with its threshold: "add 2 instances when cpu is above 70%", "+3 when cpu > 80%" (the
  // target and the count added); "remove 1 when under 25%", "-1 when cpu < 30%" (the count removed, and
  // the use below which it is).
  {
    re: new RegExp(
      String.raw`(?:\+\s*|\badd\s+|\bscale\s+out\s+by\s+)(\d{1,2})\b${UNITS}${METRIC}(?:above|over|exceeds?|exceeding|>|more\s+than|greater\s+than|higher\s+than)\s*(\d{1,3})\s*%`,
      'g',
    ),
    read: (m) => {
      const percent = Number(m[3]);
      if (!(percent > 0 && percent <= 100)) return undefined;
      const metric = /^mem/.test(m[2] ?? '') ? 'memory' : 'cpu';
      return {
        label: 'scale-out step',
        values: { targetPercent: percent, targetMetric: metric, scaleOutStep: Number(m[1]) },
        family: 'utilization',
      };
    },
    examples: {
      reads: {
        'add 3 instances when cpu is above 60%': { targetPercent: 60, targetMetric: 'cpu', scaleOutStep: 3 },
        'scale set, +2 when average memory > 85%': { targetPercent: 85, targetMetric: 'memory', scaleOutStep: 2 },
      },
      leaves: ['add 2 disks of 64 gb'],
    },
  },
  {
    re: new RegExp(
      String.raw`(?:(?<![\w-])-\s*|\bremove\s+|\bdrop\s+|\bscale\s+in\s+by\s+)(\d{1,2})\b${UNITS}${METRIC}(?:under|below|<|less\s+than|lower\s+than)\s*(\d{1,3})\s*%`,
      'g',
    ),
    read: (m) => {
      const percent = Number(m[3]);
      if (!(percent > 0 && percent <= 100)) return undefined;
      return {
        label: 'scale-in step',
        values: { scaleInPercent: percent, scaleInStep: Number(m[1]) },
        family: 'utilization',
      };
    },
    examples: {
      reads: {
        'scale in by 2 when cpu drops below 20%': { scaleInPercent: 20, scaleInStep: 2 },
        'scale out at 80% cpu, -1 when < 35%': { scaleInPercent: 35, scaleInStep: 1 },
      },
      leaves: ['remove 1 user from the group'],
    },
  },
  // The use at which an autoscaler adds instances: "at 65% CPU", "target 55% memory", "cpu above 85%",
  // "when average CPU is above 70%" (a duration after it, "for 5 minutes", has no attribute yet).
  {
    re: /\b(\d{1,3})\s*%\s*(?:average\s+)?(cpu|memory|mem)\b|\b(?:(?:average|avg|mean)\s+)?(cpu|memory)(?:\s+|\s*(?=utili[sz]ation))(?:usage\s+|utili[sz]ation\s+|load\s+)?(?:target(?:\s+tracking)?\s+)?(?:(?:is|goes|gets|stays|rises|climbs)\s+)?(?:of|at|above|over|exceeds?|exceeding|beyond|cross(?:es|ing)?|pass(?:es|ing)?|hits?|reach(?:es)?|tops|(?:greater|higher|more)\s+than|around|near|about|roughly|close\s+to|~|=|:|>)?\s*(\d{1,3})\s*%/g,
    read: (m) => {
      const percent = Number(m[1] ?? m[4]);
      if (!(percent > 0 && percent <= 100)) return undefined;
      const metric = /^mem/.test(m[2] ?? m[3]) ? 'memory' : 'cpu';
      return {
        label: 'scaling target',
        values: { targetPercent: percent, targetMetric: metric },
        family: 'utilization',
      };
    },
    examples: {
      reads: {
        'an autoscaling group that tracks 60% cpu': { targetPercent: 60, targetMetric: 'cpu' },
        'memory utilization above 75%': { targetPercent: 75, targetMetric: 'memory' },
        'scale out when average cpu is above 70% for 5 minutes': { targetPercent: 70, targetMetric: 'cpu' },
        'add instances when memory usage exceeds 80%': { targetPercent: 80, targetMetric: 'memory' },
        'keep average cpu around 55%': { targetPercent: 55, targetMetric: 'cpu' },
        'scale out once memory passes 85%': { targetPercent: 85, targetMetric: 'memory' },
        'hold cpu utilization near 65%': { targetPercent: 65, targetMetric: 'cpu' },
        'alarm when average cpuutilization is above 90%': { targetPercent: 90, targetMetric: 'cpu' },
      },
      leaves: ['a budget of 100 usd, alert at 75%'],
    },
  },
];
