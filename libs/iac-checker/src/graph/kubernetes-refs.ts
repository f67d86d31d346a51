/**
 * References between Kubernetes objects, which name each other instead of referring: a workload
 * runs as its ServiceAccount and reads the ConfigMaps, Secrets and claims it mounts or takes
 * variables from; a Service routes to the workloads its selector matches; an Ingress routes to
 * its backend Services; a HorizontalPodAutoscaler and a RoleBinding name what they act on.
 * Objects are read with the API's field names (Terraform's native types too, see rules/view/hcl).
 */
import { type Node, type Value, at, listAt } from '../rules/view/node';
import { type GraphEdgeKind } from './types';

export interface KubeObject {
  id: string;
  kind: string;
  name: string;
  namespace: string | undefined;
  body: Node;
}
export interface KubeRef {
  from: string;
  to: string;
  kind: GraphEdgeKind;
}

const text = (n: Node | undefined) => {
  const v = n?.value();
  return typeof v === 'string' ? v : undefined;
};
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob', 'Pod']);

/** The pod template of a workload (a Pod is its own). */
function podOf(o: KubeObject): { spec: Node | undefined; labels: Value | undefined } {
  if (o.kind === 'Pod') return { spec: o.body.get('spec'), labels: at(o.body, 'metadata.labels')?.value() };
  const template = o.kind === 'CronJob' ? at(o.body, 'spec.jobTemplate.spec.template') : at(o.body, 'spec.template');
  return { spec: template?.get('spec'), labels: template?.get('metadata')?.get('labels')?.value() };
}

const matches = (selector: Value | undefined, labels: Value | undefined) => {
  if (!selector || typeof selector !== 'object' || Array.isArray(selector)) return false;
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) return false;
  const wanted = Object.entries(selector);
  return wanted.length > 0 && wanted.every(([k, v]) => (labels as Record<string, Value>)[k] === v);
};

export function kubernetesRefs(objects: readonly KubeObject[]): KubeRef[] {
  const out: KubeRef[] = [];
  const find = (kinds: string[], name: string | undefined, ns: string | undefined) =>
    name === undefined
      ? undefined
      : objects.find((o) => kinds.includes(o.kind) && o.name === name && (o.namespace ?? '') === (ns ?? ''));
  const link = (from: KubeObject, kinds: string[], name: string | undefined, kind: GraphEdgeKind) => {
    const to = find(kinds, name, from.namespace);
    if (to && to.id !== from.id) out.push({ from: from.id, to: to.id, kind });
  };
  for (const o of objects) {
    if (WORKLOADS.has(o.kind)) {
      const { spec } = podOf(o);
      if (!spec) continue;
      link(o, ['ServiceAccount'], text(spec.get('serviceAccountName')), 'runs-as');
      for (const v of spec.list('volumes')) {
        link(o, ['ConfigMap'], text(at(v, 'configMap.name')), 'reads-writes');
        link(o, ['Secret'], text(at(v, 'secret.secretName')), 'reads-writes');
        link(o, ['PersistentVolumeClaim'], text(at(v, 'persistentVolumeClaim.claimName')), 'reads-writes');
      }
      for (const c of [...spec.list('containers'), ...spec.list('initContainers')]) {
        for (const e of c.list('envFrom')) {
          link(o, ['ConfigMap'], text(at(e, 'configMapRef.name')), 'reads-writes');
          link(o, ['Secret'], text(at(e, 'secretRef.name')), 'reads-writes');
        }
        for (const e of c.list('env')) {
          link(o, ['ConfigMap'], text(at(e, 'valueFrom.configMapKeyRef.name')), 'reads-writes');
          link(o, ['Secret'], text(at(e, 'valueFrom.secretKeyRef.name')), 'reads-writes');
        }
      }
    } else if (o.kind === 'Service') {
      const selector = at(o.body, 'spec.selector')?.value();
      for (const w of objects)
        if (WORKLOADS.has(w.kind) && (w.namespace ?? '') === (o.namespace ?? '') && matches(selector, podOf(w).labels))
          out.push({ from: o.id, to: w.id, kind: 'routes-to' });
    } else if (o.kind === 'Ingress') {
      const backends = [
        at(o.body, 'spec.defaultBackend'),
        ...listAt(o.body, 'spec.rules').flatMap((r) => listAt(r, 'http.paths').map((p) => p.get('backend'))),
      ];
      for (const b of backends)
        link(o, ['Service'], text(at(b, 'service.name')) ?? text(b?.get('serviceName')), 'routes-to');
      for (const t of listAt(o.body, 'spec.tls')) link(o, ['Secret'], text(t.get('secretName')), 'encrypts-with');
    } else if (o.kind === 'HorizontalPodAutoscaler') {
      const target = at(o.body, 'spec.scaleTargetRef');
      link(o, [text(target?.get('kind')) ?? 'Deployment'], text(target?.get('name')), 'references');
    } else if (o.kind === 'RoleBinding' || o.kind === 'ClusterRoleBinding') {
      link(o, ['Role', 'ClusterRole'], text(at(o.body, 'roleRef.name')), 'references');
      for (const s of o.body.list('subjects'))
        if (text(s.get('kind')) === 'ServiceAccount') {
          const to = find(['ServiceAccount'], text(s.get('name')), text(s.get('namespace')) ?? o.namespace);
          if (to) out.push({ from: o.id, to: to.id, kind: 'references' });
        }
    }
  }
  return out;
}
