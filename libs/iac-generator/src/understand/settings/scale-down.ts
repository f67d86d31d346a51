/**
 * The `scaleDown` settings family: how long load must stay low before an autoscaler removes pods ("don't
 * scale down until load has been low for five minutes", "scale-down stabilization of 10 minutes"). Its
 * own family, so only a kind whose writer puts it somewhere (a HorizontalPodAutoscaler's
 * behavior.scaleDown) takes it; elsewhere it is said as not written.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

const DURATION = String.raw`(${N.slice(1, -1)}|an?)\s*(minutes?|mins?|m|seconds?|secs?|s)\b`;

function minutes(amount: string, unit: string): number | undefined {
  const n = /^an?$/.test(amount) ? 1 : num(amount);
  const value = /^s/.test(unit) ? n / 60 : n;
  return value > 0 ? value : undefined;
}

export const SCALE_DOWN: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:(?:do\s+not|don'?t|never|only)\s+scale\s+(?:down|in)\s+(?:until|unless|before|after|once)\s+[^.;\n]{0,60}?\b(?:for|over)\s+(?:at\s+least\s+)?|scale[- ]down\s+(?:stabili[sz]ation\s+)?(?:window\s+)?(?:of\s+)?|scale[- ]down\s+(?:to|with|by)\s+(?:an?\s+)?(?=[^.;,]{0,20}?\bstabili[sz]ation\b))${DURATION}`,
      'g',
    ),
    read: (m) => {
      const value = minutes(m[1], m[2]);
      return value
        ? { label: 'scale-down window', values: { scaleDownMinutes: value }, family: 'scaleDown' }
        : undefined;
    },
    examples: {
      reads: {
        "don't scale in until cpu has stayed low for ten minutes": { scaleDownMinutes: 10 },
        'an hpa with a scale-down stabilization window of 3 minutes': { scaleDownMinutes: 3 },
        'ease the scale-down with a 4 minute stabilisation window': { scaleDownMinutes: 4 },
      },
      leaves: ['a timeout of 5 minutes'],
    },
  },
  // "at most 1 pod removed per minute", "remove no more than 2 pods every 30 seconds": the pace of a scale-down.
  {
    re: new RegExp(
      String.raw`\b(?:at\s+most|no\s+more\s+than|up\s+to|max(?:imum)?(?:\s+of)?)\s+(${N.slice(1, -1)}|one|an?)\s+pods?\s+(?:(?:are|is|get|gets)\s+)?(?:removed|taken\s+away|scaled\s+(?:in|down)|terminated|killed|dropped)\s+(?:per|every|each|a)\s+(?:(${N.slice(1, -1)})\s*)?(minutes?|mins?|seconds?|secs?)\b`,
      'g',
    ),
    read: (m) => {
      const pods = /^(?:one|an?)$/.test(m[1]) ? 1 : num(m[1]);
      const seconds = Math.round((m[2] ? num(m[2]) : 1) * (/^m/.test(m[3]) ? 60 : 1));
      return pods > 0 && seconds > 0
        ? {
            label: 'scale-down pace',
            values: { scaleDownPods: pods, scaleDownPeriodSeconds: seconds },
            family: 'scaleDown',
          }
        : undefined;
    },
    examples: {
      reads: {
        'let it drop at most 2 pods removed per minute': { scaleDownPods: 2, scaleDownPeriodSeconds: 60 },
        'no more than 3 pods terminated every 30 seconds': { scaleDownPods: 3, scaleDownPeriodSeconds: 30 },
      },
      leaves: ['at most 4 pods per node'],
    },
  },
];
