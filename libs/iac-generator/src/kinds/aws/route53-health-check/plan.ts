import { type Needs } from '../../../plan/needs';

// "3 failures to go unhealthy", "after 2 failed checks": how many checks in a row fail before it is unhealthy (1-10).
const FAILURES =
  /\b(?:(?:goes\s+|is\s+|marked\s+)?unhealthy\s+)?(?:after\s+)?(\d{1,2})\s+(?:consecutive\s+)?(?:failures|failed\s+checks|fails)(?:\s+(?:to\s+go|before\s+(?:it\s+(?:is|goes)\s+)?(?:marked\s+)?)\s*unhealthy)?/i;
// "every 10 seconds", "a 10-second interval": Route 53 checks every 10 or every 30 seconds, nothing else.
const INTERVAL = /\bevery\s+(10|30)\s*(?:seconds?|secs?|s)\b|\b(?:an?\s+)?(10|30)[-\s]second\s+interval\b/i;

/**
 * How often the check runs and how many failures make it unhealthy, said with it: the alarm watching
 * the check fires on what the request said, not on the defaults (every 30 seconds, 3 failures).
 */
export const needs: Needs = (c, plan) => {
  const own = c.phrase;
  if (own === undefined) return;
  // Its phrase and those after it up to the next thing asked ("..., every 10 seconds, 3 failures ...; an alarm").
  const next = Math.min(
    plan.phrases.length,
    ...plan.components.filter((o) => !o.implicit && (o.phrase ?? -1) > own).map((o) => o.phrase ?? own),
  );
  for (let i = own; i < next; i++) {
    const failures = FAILURES.exec(plan.phrases[i]);
    if (failures && c.config.failures === undefined && Number(failures[1]) >= 1 && Number(failures[1]) <= 10) {
      c.config.failures = Number(failures[1]);
      plan.wired(i, failures[0]);
    }
    const interval = INTERVAL.exec(plan.phrases[i]);
    if (interval && c.config.interval === undefined) {
      c.config.interval = Number(interval[1] ?? interval[2]);
      plan.wired(i, interval[0]);
    }
  }
};
