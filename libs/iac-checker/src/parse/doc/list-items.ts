/**
 * A Kubernetes stream as the manifests it holds: a `kind: List` document (what `kubectl get -o
 * yaml` writes, and what kubectl applies) stands for its items, each a manifest of its own, so
 * what reads manifests one by one (the security rules) sees every item.
 */
import { get, text, type ParsedDocument } from './ast';

export function manifestDocuments(docs: readonly ParsedDocument[]): ParsedDocument[] {
  return docs.flatMap((d) => {
    const items = get(d.root, 'items');
    const list = text(get(d.root, 'apiVersion')) === 'v1' && /List$/.test(text(get(d.root, 'kind')) ?? '');
    if (!list || items?.kind !== 'seq') return [d];
    return items.items.map((root) => ({ root, span: root.span, syntax: [] }));
  });
}
