/**
 * Pods a selector names by their labels (issue 24, head-noun class): "a PodDisruptionBudget for pods
 * app=search" protects the pods labelled app=search, and asks for no Deployment.
 */
import { understand } from './understand';

const read = (prompt: string) => {
  const intent = understand(prompt, 'k8s');
  return { kinds: [...new Set(intent.mentions.map((m) => m.kind))], labels: intent.mentions[0]?.attrs.labels };
};

describe('pods named by their labels after a selector are what it selects', () => {
  it.each<[string, string, Record<string, string>]>([
    ['A PodDisruptionBudget for pods app=search with minAvailable 2', 'k8s.pod_disruption_budget', { app: 'search' }],
    ['a pod disruption budget selecting pods labelled tier=web', 'k8s.pod_disruption_budget', { tier: 'web' }],
    ['a ClusterIP Service for the pods app=checkout on port 8080', 'k8s.service', { app: 'checkout' }],
    ['a network policy covering all pods with label role=db', 'k8s.network_policy', { role: 'db' }],
  ])('%s', (prompt, kind, labels) => {
    expect(read(prompt)).toEqual({ kinds: [kind], labels });
  });

  it('keeps a workload asked for with an article after a selector', () => {
    expect(read('a Service for a Deployment running nginx').kinds).toEqual(['k8s.service', 'k8s.deployment']);
  });
});
