/** Kubernetes manifests (the documents of one YAML file) as a rule target: one resource per object, by kind. */
import { type ParsedDocument, entry, get, text } from '../../parse/doc/ast';
import { type Resource } from '../model';
import { DocView, plainDoc } from '../view/doc';
import { type Target } from './target';

export function kubernetesTarget(docs: ParsedDocument[], file: string): Target {
  const resources: Resource[] = [];
  for (const d of docs) {
    const kindEntry = entry(d.root, 'kind');
    const kind = text(kindEntry?.value);
    if (!d.root || d.root.kind !== 'map' || !kindEntry || !kind) continue;
    const name = text(get(get(d.root, 'metadata'), 'name')) ?? '';
    resources.push({
      type: kind,
      name,
      subject: name ? `${kind} ${name}` : kind,
      file,
      span: kindEntry.keySpan,
      body: new DocView(d.root, plainDoc),
      ref: name,
      identity: name,
    });
  }
  return { engine: 'kubernetes', resources, data: [], backends: [] };
}
