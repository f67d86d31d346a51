/**
 * The `serviceType` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SERVICE_TYPE: Rule[] = [
  // How a Kubernetes service is reached.
  {
    re: /\btype[:= ]+(load ?balancer|node ?port|cluster ?ip)\b|\b(loadbalancer|nodeport|clusterip)\b/g,
    read: (m) => ({
      label: 'service type',
      values: {
        serviceType: { loadbalancer: 'LoadBalancer', nodeport: 'NodePort', clusterip: 'ClusterIP' }[
          (m[1] ?? m[2]).replace(' ', '')
        ],
      },
      family: 'serviceType',
    }),
    consume: 'none',
    examples: {
      reads: {
        'a service of type: nodeport': { serviceType: 'NodePort' },
        'a loadbalancer service': { serviceType: 'LoadBalancer' },
      },
      leaves: ['an application load balancer'],
    },
  },
];

export const SERVICE_TYPE_K8S: Rule[] = [
  // A Service without a cluster address: the stable network identity of a StatefulSet's pods.
  {
    re: /\bheadless(?=\s+(?:service|svc)\b)/g,
    read: () => ({ label: 'service type', values: { serviceType: 'None' }, family: 'serviceType' }),
    consume: 'none',
    examples: {
      reads: { 'a headless service for the stateful set': { serviceType: 'None' } },
      leaves: ['a headless cms on cloud run'],
    },
  },
];
