/**
 * The pod specifications of Kubernetes workloads (Pod, Deployment, StatefulSet, DaemonSet,
 * ReplicaSet, ReplicationController, Job, CronJob) and their containers, written as YAML or in
 * Terraform (`kubernetes_manifest`, or native resources read with the API's field names).
 * A container's setting falls back to the pod's where Kubernetes does the same.
 */
import { type Resource, type RuleContext } from '../model';
import { at, type Node } from '../view/node';

export interface Pod {
  resource: Resource;
  spec: Node;
  /** The pod's own metadata (the template's in a workload): where per-container annotations live. */
  metadata: Node | undefined;
  containers: Container[];
}
export interface Container {
  node: Node;
  name: string;
  init: boolean;
}

const TEMPLATED = ['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'ReplicationController', 'Job'];

export function pods(ctx: RuleContext): Pod[] {
  const out: Pod[] = [];
  const add = (resource: Resource, spec: Node | undefined, metadata: Node | undefined) => {
    if (!spec) return;
    const containers = [
      ...spec.list('containers').map((node) => ({ node, init: false })),
      ...spec.list('initContainers').map((node) => ({ node, init: true })),
    ].map((c) => ({ ...c, name: String(c.node.get('name')?.value() ?? '') }));
    out.push({ resource, spec, metadata, containers });
  };
  for (const r of ctx.resources('Pod')) add(r, r.body.get('spec'), r.body.get('metadata'));
  for (const r of ctx.resources(...TEMPLATED))
    add(r, at(r.body, 'spec.template.spec'), at(r.body, 'spec.template.metadata'));
  for (const r of ctx.resources('CronJob'))
    add(r, at(r.body, 'spec.jobTemplate.spec.template.spec'), at(r.body, 'spec.jobTemplate.spec.template.metadata'));
  return out;
}

/** Every container of every pod, with its pod. */
export function containers(ctx: RuleContext): (Container & { pod: Pod })[] {
  return pods(ctx).flatMap((pod) => pod.containers.map((c) => ({ ...c, pod })));
}

/** A container's security setting, or the pod's when the container leaves it out. */
export function effective(c: Container & { pod: Pod }, key: string): Node | undefined {
  return at(c.node, `securityContext.${key}`) ?? at(c.pod.spec, `securityContext.${key}`);
}

/** The sentence naming a container in a finding. */
export const containerText = (c: Container, what: string) => `Container \`${c.name}\`: ${what}`;

/** Capabilities that amount to root on the node or on its network. */
export const DANGEROUS_CAPABILITIES: ReadonlySet<string> = new Set([
  'ALL',
  'SYS_ADMIN',
  'NET_ADMIN',
  'SYS_PTRACE',
  'SYS_MODULE',
  'SYS_RAWIO',
  'SYS_BOOT',
  'DAC_READ_SEARCH',
  'BPF',
  'PERFMON',
]);
