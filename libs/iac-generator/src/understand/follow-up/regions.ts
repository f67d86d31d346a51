/** A region a follow-up moves the request to. */
import { readRegions } from '../../model/regions';
import { type Attrs } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { type Operation } from './operations';

/**
 * "move it to eu-west-1 instead": regions a later turn states in a phrase that replaces are the
 * request's regions from then on (the reading gathered every region of the conversation, the first
 * one leading), and so are the regions of the things that were in the region left. A region a later
 * turn gives a copy of a thing ("add a geo-replica in northeurope") is where the copy goes: the
 * thing stays where it was, and the request's regions are not moved there.
 */
export function movedRegions(
  intent: Intent,
  model: Mention[],
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
): Attrs {
  let regions = intent.phrases.filter((_, i) => turn(i) === 0).flatMap((p) => readRegions(p.toLowerCase()).regions);
  const first = [...regions];
  let moved = false;
  const copies = new Set<string>();
  intent.phrases.forEach((p, i) => {
    if (turn(i) === 0) return;
    const copied = copiesSaid(model, i);
    for (const r of copied) copies.add(r);
    const stated = readRegions(p.toLowerCase()).regions.filter((r) => !copied.includes(r));
    if (!stated.length) return;
    if (ops[i]?.change && !model.some((m) => m.phrase === i)) {
      for (const m of model) if (m.attrs.regions.some((r) => regions.includes(r))) m.attrs.regions = [...stated];
      regions = [...stated];
      moved = true;
    } else regions = [...regions, ...stated.filter((r) => !regions.includes(r))];
  });
  // A thing a copy was asked of keeps its own place: the copy's region is not one of its own.
  const own = (r: string) => !copies.has(r) || first.includes(r);
  for (const m of model) if (m.attrs.regions.some((r) => !own(r))) m.attrs.regions = m.attrs.regions.filter(own);
  if (copies.size && !moved) regions = intent.global.regions.filter(own);
  return moved || copies.size ? { ...intent.global, regions } : intent.global;
}

/** The regions phrase `i` puts copies of a thing in (its geo-replicas). */
function copiesSaid(model: Mention[], i: number): string[] {
  return model.flatMap((m) =>
    m.settings.flatMap((s) =>
      s.phrase === i && Array.isArray(s.values?.replicaRegions) ? (s.values.replicaRegions as string[]) : [],
    ),
  );
}
