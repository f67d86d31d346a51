/**
 * "an Artifact Registry Docker repository", "a Cloud SQL Postgres instance": a kind word between a
 * product and the head of their noun phrase, where the head is the product's own head word (its
 * phrases or its kind end with it), says which sort of that product is meant; it is a setting of
 * the product, never a second resource (a Cloud Run service for "Docker").
 */
import { type Match } from '../match';
import { type ClauseState } from '../steps/state';
import { stem } from '../text';
import { CONCEPTS } from '../vocabulary';

/** Whether the match `m` only says which sort of a product matched before it in its noun phrase is meant. */
export function sortOfProduct(c: ClauseState, m: Match, cloud: string): boolean {
  const role = c.roleOf(m);
  if (role.role !== 'modifier') return false;
  const head = stem(c.parse().tokens[role.phrase.head].text.toLowerCase());
  const from = c.clause.start + role.phrase.start;
  return c.matches.some((x) => {
    if (x === m || x.end > m.start || c.tokens[x.start].start < from) return false;
    const concept = CONCEPTS[x.concept];
    const kind = concept[cloud as 'aws'];
    if (!kind || (concept.vendor && concept.vendor !== cloud)) return false;
    const ownHead = concept.phrases.some((p) => p.split(' ').at(-1) === head);
    return (
      ownHead ||
      kind
        .slice(kind.indexOf('.') + 1)
        .split('_')
        .includes(head)
    );
  });
}
