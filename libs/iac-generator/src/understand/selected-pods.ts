/**
 * Pods a selector names: "a PodDisruptionBudget for pods app=search", "a Service selecting pods
 * labelled tier=web". The words name the pods the selector picks by their labels, which the labels
 * setting reads; they never ask for a workload of their own.
 */
import { type Mention } from './intent';
import { runsSoftware } from './runs-on';
import { FAMILIES } from './settings';
import { type Token } from './text';

// Words that put the pods after them under the selector before them.
const SELECTS = new Set([
  'for',
  'selecting',
  'select',
  'selects',
  'matching',
  'match',
  'targeting',
  'covering',
  'protecting',
  'of',
]);
const THE = new Set(['the', 'all', 'its', 'any', 'every']);
const ARTICLE = new Set(['a', 'an']);
const LABELLED = new Set(['labelled', 'labeled', 'label', 'labels', 'with', 'tagged']);

/** Whether the workload words at [start, end) are pods named by their labels for `selector`. */
export function selectedByLabels(tokens: Token[], start: number, end: number, selector: Mention | undefined): boolean {
  if (!selector) return false;
  const bare = selector.kind.slice(selector.kind.indexOf('.') + 1);
  if (!FAMILIES.labels.test(bare) || runsSoftware(selector.kind)) return false;
  let k = start - 1;
  while (k >= 0 && THE.has(tokens[k].word)) k -= 1;
  // A label right after ("pods app=search"), or after a word that introduces one ("pods labelled app=web").
  let j = end;
  while (j < tokens.length && j < end + 3 && LABELLED.has(tokens[j].word)) j += 1;
  if (tokens[j + 1]?.word !== '=' || tokens[j + 2] === undefined) return false;
  // After a word that selects ("for pods app=search"), or introduced as labelled ("letting pods
  // labelled app=web ...", "allow ingress to pods with label tier=api"): never "a Deployment ...".
  return (k >= 0 && SELECTS.has(tokens[k].word)) || (j > end && !ARTICLE.has(tokens[start - 1]?.word ?? ''));
}
