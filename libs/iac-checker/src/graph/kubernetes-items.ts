/**
 * Kubernetes manifests' objects as graph items, each with its namespace when it is written; the
 * references between them (selectors, volumes, service accounts) are read apart
 * (kubernetes-refs.ts) from the objects returned beside the items.
 *
 * @example
 *   kubernetesItems(parseFiles([{ path: 'app.yaml', content }], 'kubernetes-yaml')).items[0].id // 'Deployment/shop/web'
 */
import { type ParsedFile } from '../rules/parsed-file';
import { kubernetesTarget } from '../rules/targets/kubernetes';
import { type Item, lines } from './item';
import { type KubeObject } from './kubernetes-refs';

export function kubernetesItems(files: readonly ParsedFile[]): { items: Item[]; kube: KubeObject[] } {
  const items: Item[] = [];
  const kube: KubeObject[] = [];
  for (const f of files) {
    if (f.kind !== 'yaml') continue;
    for (const r of kubernetesTarget(f.docs, f.path).resources) {
      const ns = r.body.get('metadata')?.get('namespace')?.value();
      const namespace = typeof ns === 'string' && r.type !== 'Namespace' ? ns : undefined;
      const id = namespace ? `${r.type}/${namespace}/${r.name}` : `${r.type}/${r.name}`;
      items.push({
        id,
        type: r.type,
        name: r.name,
        kind: 'resource',
        file: f.path,
        ...lines(r),
        body: r.body,
        refs: [],
        namespace,
        kube: { name: r.name, body: r.body },
      });
      kube.push({ id, kind: r.type, name: r.name, namespace, body: r.body });
    }
  }
  return { items, kube };
}
