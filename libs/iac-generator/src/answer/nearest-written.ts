/**
 * Another cloud's product named in the request, whose nearest product on this cloud the answer
 * wrote all the same (asked in other words, or needed by what was asked: a Pub/Sub topic for the
 * subscription of "something like a Service Bus topic"). "Nothing was written in its place" would
 * then be untrue: the line says the nearest product was written, among what was written instead.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Cloud } from '../model/types';
import { nearestNamedBy } from '../understand/constraints/nearest';
import { cloudName } from '../understand/words';

export function nearestWritten(
  lines: readonly string[],
  cloud: Cloud,
  writtenKinds: ReadonlySet<string>,
): { notCovered: string[]; instead: string[] } {
  const notCovered: string[] = [];
  const instead: string[] = [];
  for (const line of lines) {
    const named = nearestNamedBy(line, cloud);
    if (named && writtenKinds.has(named.nearest.kind))
      instead.push(GeneratorMessages.nearestWritten(named.said, named.product, cloudName(cloud), named.nearest.title));
    else notCovered.push(line);
  }
  return { notCovered, instead };
}
