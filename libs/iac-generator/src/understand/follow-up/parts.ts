/**
 * What goes when a follow-up removes a part of a thing rather than the thing ("drop the dead letter
 * queue" of a queue that has one): the yes/no property the part's own words name, the values that
 * only configure that part, and nothing else of the thing. The settings a removed mention was given
 * from other phrases are not the part's: they stay with the thing that is left.
 */
import { emptyAttrs, type Flag, type Setting } from '../../model/types';
import { readAttributes } from '../attributes';
import { type Mention } from '../intent';
import { dropPart } from './part-values';
import { adopt } from './values';

/**
 * Takes the part `said` named away from what is left of the things `gone` were read beside (same
 * kind, same phrase), and gives `said`'s settings the removal does not take (`removed`: those of
 * its own words) to what is left. Returns the
 * properties taken away, which the request as a whole no longer asks for either.
 */
export function removePart(model: Mention[], gone: Mention[], said: Mention, removed: (s: Setting) => boolean): Flag[] {
  const beside = model.filter((x) => gone.some((g) => g.kind === x.kind && g.phrase === x.phrase));
  if (!beside.length || !said.text) return [];
  const named = emptyAttrs();
  readAttributes(said.text.toLowerCase(), named);
  for (const flag of named.flags) for (const x of beside) dropPart(x, flag);
  const others = said.settings.filter((s) => !removed(s) && !gone.some((g) => g.settings.includes(s)));
  if (others.length) adopt(beside.at(-1)!, others);
  return [...named.flags];
}
