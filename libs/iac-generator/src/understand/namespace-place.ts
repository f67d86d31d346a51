/**
 * A Kubernetes namespace said only as where the objects go ("cronjob x in namespace data", "on the
 * shared cluster in ns shop") is one the cluster has already: the answer refers to it and never
 * writes it again, which would relabel it (restricted pod security) and deny traffic to the pods it
 * runs. One said as a thing to make ("new namespace team-x", "namespace team-a with a quota") is written.
 */
import { type Cloud } from '../model/types';
import { type Mention } from './intent';

// Where things go, right before the namespace's words; "a new namespace" is one to make.
// "policies for namespace shop", "a quota on namespace team-a": what is asked for a namespace is put in it.
const PLACE =
  /\b(?:in|into|to|under|within|inside|for|on|across)\s+(?:the\s+|our\s+|my\s+|an?\s+)?(?:existing\s+|shared\s+|current\s+)?$/;

/** Marks each namespace mention said as a place (`namespacePlace`). */
export function markNamespacePlaces(cloud: Cloud, text: string, mentions: Mention[]): void {
  if (cloud !== 'k8s') return;
  for (const m of mentions)
    if (m.kind === 'k8s.namespace' && PLACE.test(text.slice(Math.max(0, m.start - 40), m.start).toLowerCase()))
      m.attrs.namespacePlace = true;
}
