/**
 * "lower the max to 4 nodes", "raise the minimum to 3 replicas": a follow-up that changes one bound
 * of a range asked before ("autoscaling from 2 to 8 nodes") changes that bound, by the value's key
 * (the one whose name says max or min), and keeps the other. The reading may have taken the new
 * value for a setting of its own ("4 nodes" as a node count); that reading goes, as the value is the
 * bound's. With no such range, or more than one, nothing is changed here.
 */
import { type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { deltaValue, stated } from './bare-value';
import { drop } from './setting-removal';
import { adopt } from './values';

const UPPER = /^(?:max|maximum|upper|most|ceiling|cap|top|high|highest)$/;
const LOWER = /^(?:min|minimum|lower|least|floor|bottom|low|lowest)$/;

/** The key of a setting's values that holds the bound said (`max`, `maxCount`, `minReplicas`), if one. */
function boundKey(s: Setting, upper: boolean): string | undefined {
  const keys = Object.entries(s.values ?? {}).filter(
    ([k, v]) => typeof v === 'number' && (upper ? /^max|max$|Max/.test(k) : /^min|min$|Min/.test(k)),
  );
  return keys.length === 1 ? keys[0][0] : undefined;
}

/** Changes the bound each phrase of turn `t` names to its new value. Returns the phrases it read. */
export function rangeBounds(intent: Intent, model: Mention[], t: number, turn: (phrase: number) => number): number[] {
  const read: number[] = [];
  intent.phrases.forEach((phrase, i) => {
    if (turn(i) !== t) return;
    const delta = deltaValue(phrase);
    const which = delta?.which ?? [];
    const upper = which.some((w) => UPPER.test(w));
    if (!delta || upper === which.some((w) => LOWER.test(w))) return;
    const ranges = model.flatMap((m) =>
      m.settings.flatMap((s) => {
        const key = turn(s.phrase) < t ? boundKey(s, upper) : undefined;
        return key ? [{ m, s, key }] : [];
      }),
    );
    if (new Set(ranges.map((x) => `${x.s.phrase}\u0000${x.s.text}`)).size !== 1) return;
    // The phrase's value already read as this bound: nothing to do.
    if (ranges.some((x) => x.m.settings.some((s) => s.phrase === i && s.keys.includes(x.key)))) return;
    const { s, key } = ranges[0];
    const now: Setting = {
      ...s,
      text: delta.words,
      phrase: i,
      values: { ...s.values, [key]: delta.value },
      at: undefined,
    };
    for (const x of ranges) {
      // The value read as a setting of its own ("4 nodes" as a node count) is the bound's.
      for (const own of x.m.settings.filter((o) => o.phrase === i && stated(o, delta.unit) === delta.value))
        drop(x.m, own);
      adopt(x.m, [now]);
    }
    read.push(i);
  });
  return read;
}
