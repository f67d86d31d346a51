/**
 * An autoscaler and a disruption budget asked for a workload the user already runs (issue 24, EXIST/SIL/NAME
 * classes): the workload is referred to, never written again; the namespace said where it is ("in the shop
 * namespace") is where they go, and a word of the sentence after "namespace" ("already") is none; the bounds,
 * every metric said, the scale-down wait and the budget's bound are written as said.
 */
import { generated, of, at } from '../../testing/resources';

const PROMPT =
  'The checkout-web Deployment in the shop namespace already exists. Make it autoscale: keep at least 3 pods, ' +
  'never go past 15, add pods once CPU passes 65% or memory passes 75%, and do not scale in until load has stayed ' +
  'low for ten minutes. During node drains keep at least 2 of its pods running.';

describe('autoscaling an existing workload', () => {
  it('refers to the Deployment and writes the autoscaler and budget in the namespace said', async () => {
    const { resources, errors } = await generated(PROMPT, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    expect(of(resources, 'Namespace')).toEqual([]);
    const [hpa] = of(resources, 'HorizontalPodAutoscaler');
    expect(at(hpa.body, 'metadata.namespace')).toBe('shop');
    expect(at(hpa.body, 'spec.scaleTargetRef.name')).toBe('checkout-web');
    expect(at(hpa.body, 'spec.minReplicas')).toBe(3);
    expect(at(hpa.body, 'spec.maxReplicas')).toBe(15);
    const metrics = at(hpa.body, 'spec.metrics') as {
      resource: { name: string; target: { averageUtilization: number } };
    }[];
    expect(Object.fromEntries(metrics.map((m) => [m.resource.name, m.resource.target.averageUtilization]))).toEqual({
      cpu: 65,
      memory: 75,
    });
    expect(at(hpa.body, 'spec.behavior.scaleDown.stabilizationWindowSeconds')).toBe(600);
    const [pdb] = of(resources, 'PodDisruptionBudget');
    expect(at(pdb.body, 'metadata.namespace')).toBe('shop');
    expect(at(pdb.body, 'spec.minAvailable')).toBe(2);
  });

  it('never reads a word of the sentence after "namespace" as its name', async () => {
    const { resources } = await generated(
      'Our api Deployment in namespace already exists. Add an HPA for it from 2 to 6 pods at 70% cpu.',
      'kubernetes-yaml',
    );
    for (const r of resources) expect(at(r.body, 'metadata.namespace')).not.toBe('already');
  });

  it('a budget said as how many may go down at once is its maximum unavailable', async () => {
    const { resources } = await generated(
      'a statefulset kafka running bitnami/kafka:3.7 with 3 replicas and a pdb allowing max 1 to go down at a time',
      'kubernetes-yaml',
    );
    const [pdb] = of(resources, 'PodDisruptionBudget');
    expect(at(pdb.body, 'spec.maxUnavailable')).toBe(1);
    expect(at(pdb.body, 'spec.minAvailable')).toBeUndefined();
  });
});
