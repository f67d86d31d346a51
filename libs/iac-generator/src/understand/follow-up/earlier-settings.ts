/**
 * "an auto scaling group of t3.medium instances, Amazon Linux 2023", then "add a bastion instance":
 * the reading of the whole conversation may give a setting of an earlier turn to a thing a later turn
 * adds (the nearest one of a kind that takes it). What an earlier turn said is of what that turn
 * asked for: the setting goes back to the earlier thing that takes it, said at or before its words.
 */
import { type Setting } from '../../model/types';
import { FAMILIES } from '../settings';
import { type Mention } from '../intent';
import { takeSettings } from './move-settings';
import { adopt } from './values';

const takes = (m: Mention, s: Setting) =>
  !!s.family && !!FAMILIES[s.family as keyof typeof FAMILIES]?.test(m.kind.slice(m.kind.indexOf('.') + 1));

/** Gives back to the things of earlier turns the settings of their turns that turn `t`'s new things hold. */
export function earlierSettingsBack(model: Mention[], t: number, turn: (phrase: number) => number): void {
  const earlier = model.filter((m) => turn(m.phrase) < t);
  for (const m of model.filter((x) => turn(x.phrase) === t)) {
    for (const s of m.settings.filter((x) => turn(x.phrase) < t)) {
      const owner = earlier.findLast((x) => x.phrase <= s.phrase && takes(x, s));
      if (!owner) continue;
      adopt(
        owner,
        takeSettings(m, (x) => x === s),
      );
    }
  }
}
