/**
 * "an Aurora cluster, two instances (a writer and a reader)", "a DocumentDB cluster with three
 * instances": the count said right before the word for a cluster's members is how many database
 * instances the cluster runs, its setting, never machines of their own.
 */
import { memberCount } from '../group-members';
import { type Mention } from '../intent';
import { FAMILIES } from '../settings';
import { restore } from '../words';
import { type ClauseState, type RequestState } from './state';

/**
 * Sets the members' count of `cluster` from the words before the member word at [start, end) and
 * says it as the cluster's setting; when no exact count is said there, or its kind takes none,
 * the words are said not read unless `quietWithoutCount`. Returns whether a count was set.
 */
export function countClusterMembers(
  req: RequestState,
  c: ClauseState,
  cluster: Mention,
  start: number,
  end: number,
  quietWithoutCount = false,
): boolean {
  const { tokens } = c;
  const { text } = req;
  if (start === 0) return false;
  const said = memberCount(tokens, start, end, text);
  const words = restore(
    text.slice(tokens[said?.from ?? start - 1].start, tokens[(said?.to ?? end) - 1].end),
    req.quoteText,
  );
  if (said && FAMILIES.nodes.test(cluster.kind.slice(cluster.kind.indexOf('.') + 1))) {
    for (let k = said.from; k < said.to; k++) c.used.add(k);
    cluster.attrs.nodes = said.count;
    cluster.settings.push({
      label: 'instance count',
      keys: ['nodes'],
      text: words,
      phrase: c.index,
      family: 'nodes',
      values: { nodes: said.count },
      at: tokens[start - 1].start,
    });
    return true;
  }
  if (!quietWithoutCount) req.unread.push({ phrase: c.index, text: words });
  return false;
}
