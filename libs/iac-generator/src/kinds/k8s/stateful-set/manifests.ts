import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { accessModesOf } from '../manifests/object-fields';
import { podSpec, runtimeOf, workloadWaivers } from '../manifests/pod';
import { existing } from '../manifests/workloads';
import { policyAsked } from '../network-policy/asked';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'StatefulSet')) return;
    const name = x.name(c);
    const rt = runtimeOf(c);
    // The headless service the request asked for, else one of its own.
    const asked = c.ref.headless as Component | undefined;
    const serviceName = asked ? x.name(asked) : `${name.slice(0, 54)}-headless`;
    // A claim asked for beside the stateful set is its volume claim template, with the size asked of it.
    const claim = c.ref.claim as Component | undefined;
    const storageGb = claim?.attrs.storageGb ?? c.attrs.storageGb ?? 10;
    if (!asked)
      x.add(
        {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: x.meta(c, { name: serviceName }),
          spec: {
            clusterIP: 'None',
            selector: { 'app.kubernetes.io/name': name },
            ports: [{ name: 'main', port: rt.port ?? 8080, targetPort: rt.port ?? 8080 }],
          },
        },
        'The stable network identity a stateful set needs.',
      );
    x.add(
      {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        metadata: x.meta(c),
        spec: {
          serviceName,
          replicas: c.attrs.desired ?? 1,
          podManagementPolicy: c.attrs.podManagement,
          selector: selectorOf(name),
          template: {
            metadata: { labels: x.labels(c) },
            spec: podSpec(c, x, { longRunning: true, dataVolume: 'data' }),
          },
          volumeClaimTemplates: [
            {
              metadata: { name: 'data' },
              spec: {
                accessModes: accessModesOf(claim ?? c),
                storageClassName: claim?.attrs.storageClassName ?? c.attrs.storageClassName,
                resources: { requests: { storage: `${storageGb}Gi` } },
              },
            },
          ],
        },
      },
      'Each replica keeps its own persistent volume across restarts.',
      workloadWaivers(c),
    );
    // A policy the request asked for says who may reach the pods: no wider one of its own beside it.
    if (policyAsked(x)) return;
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: x.meta(c, { name: `allow-${name.slice(0, 50)}` }),
        spec: {
          podSelector: selectorOf(name),
          policyTypes: ['Ingress'],
          // Clients may run in any namespace of the cluster: only this port is opened, to pods alone.
          ingress: [{ from: [{ namespaceSelector: {} }], ports: [{ port: rt.port ?? 8080, protocol: 'TCP' }] }],
        },
      },
      'Only pods of the cluster reach the database port, and no other port of it.',
    );
  },
};
