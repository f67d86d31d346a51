/** A region a follow-up moves the request to. */
import { readRegions } from '../../model/regions';
import { type Attrs } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { type Operation } from './operations';

/**
 * "move it to eu-west-1 instead": regions a later turn states in a phrase that replaces are the
 * request's regions from then on (the reading gathered every region of the conversation, the first
 * one leading), and so are the regions of the things that were in the region left.
 */
export function movedRegions(
  intent: Intent,
  model: Mention[],
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
): Attrs {
  let regions = intent.phrases.filter((_, i) => turn(i) === 0).flatMap((p) => readRegions(p.toLowerCase()).regions);
  let moved = false;
  intent.phrases.forEach((p, i) => {
    if (turn(i) === 0) return;
    const stated = readRegions(p.toLowerCase()).regions;
    if (!stated.length) return;
    if (ops[i]?.change && !model.some((m) => m.phrase === i)) {
      for (const m of model) if (m.attrs.regions.some((r) => regions.includes(r))) m.attrs.regions = [...stated];
      regions = [...stated];
      moved = true;
    } else regions = [...regions, ...stated.filter((r) => !regions.includes(r))];
  });
  return moved ? { ...intent.global, regions } : intent.global;
}
