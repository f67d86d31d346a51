/**
 * The policy a request asks for to let traffic in: it selects the asked pods (by their labels, by
 * their workload, else every pod of the namespace) for incoming traffic, so everything else trying
 * to reach them is denied; it lets in what the request names, from pods with the stated labels or
 * from another namespace, on the stated ports and protocol. Outgoing traffic is never its business.
 */
import { type Component } from '../../../model/types';
import { type K8sContext } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';

/** `named`: the request's name for the policy is this one's (else another policy written beside it holds it). */
export function writeAllow(c: Component, x: K8sContext, named: boolean): void {
  const from = c.attrs.allowFrom;
  if (!from) return;
  const target = c.ref.target as Component | undefined;
  // The port said with where traffic may come from, and the ports the request stated for the policy
  // apart from it ("..., and only on TCP 9000" said after the pods).
  const stated: (number | string)[] = c.attrs.ports.filter((p) => p !== from.port);
  const ports = from.port !== undefined ? [from.port, ...stated] : stated;
  const protocol = from.protocol ?? 'TCP';
  const source = from.pods
    ? { podSelector: { matchLabels: from.pods } }
    : { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': from.namespace } } };
  const said = from.pods ? labelText(from.pods) : `the ${from.namespace} namespace`;
  const selected = c.attrs.labels ? labelText(c.attrs.labels) : target ? x.name(target) : 'every pod';
  const fallback = from.pods
    ? `allow-${Object.values(from.pods)[0]}-to-${Object.values(c.attrs.labels ?? {})[0] ?? 'pods'}`
    : `allow-from-${from.namespace}`;
  x.add(
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: x.meta(c, { name: named && c.name ? undefined : fallback.slice(0, 63) }),
      spec: {
        podSelector: c.attrs.labels ? { matchLabels: c.attrs.labels } : target ? selectorOf(x.name(target)) : {},
        policyTypes: ['Ingress'],
        ingress: [{ from: [source], ports: ports.length ? ports.map((port) => ({ port, protocol })) : undefined }],
      },
    },
    `Only ${said} may reach ${selected}${ports.length ? ` on ${protocol} ${ports.join(', ')}` : ''}; all other incoming traffic to them is denied.`,
  );
}

const labelText = (labels: Record<string, string>) =>
  `pods labelled ${Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')}`;
