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
      String.raw`\b(?:(?:do\s+not|don'?t|never|only)\s+scale\s+(?:down|in)\s+(?:until|unless|before|after|once)\s+[^.;\n]{0,60}?\b(?:for|over)\s+(?:at\s+least\s+)?|scale[- ]down\s+(?:stabili[sz]ation\s+)?(?:window\s+)?(?:of\s+)?)${DURATION}`,
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
      },
      leaves: ['a timeout of 5 minutes'],
    },
  },
];
