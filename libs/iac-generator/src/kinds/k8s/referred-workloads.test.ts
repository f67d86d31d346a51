/**
 * A policy for a workload the request only names ("a budget for the billing deployment") refers to
 * that workload by its name and labels and writes no Deployment of its own, in every Kubernetes
 * format; a request that also says what the workload runs, or deploys it, still gets it written.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

describe('a policy for a named workload that already runs', () => {
  it.each(FORMATS)('%s: a disruption budget selects the named workload', async (f) => {
    const { resources, errors, result } = await generated(
      'PodDisruptionBudget keeping at least 1 pod of the invoicing deployment available',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const pdb = of(resources, 'PodDisruptionBudget')[0];
    expect(at(pdb.body, 'spec.selector.matchLabels')).toEqual({ 'app.kubernetes.io/name': 'invoicing' });
    expect(result.covered.flatMap((c) => c.resources).join(' ')).toMatch(/existing Deployment invoicing/);
  });

  it.each(FORMATS)('%s: an autoscaler targets the named workload by name', async (f) => {
    const { resources, errors } = await generated(
      'an HPA targeting the catalog deployment, 3 to 12 replicas at 65% CPU',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const hpa = of(resources, 'HorizontalPodAutoscaler')[0];
    expect(at(hpa.body, 'spec.scaleTargetRef.name')).toBe('catalog');
    expect(at(hpa.body, 'spec.maxReplicas')).toBe(12);
  });

  it.each(FORMATS)('%s: a network policy selects the named pods', async (f) => {
    const { resources, errors } = await generated(
      'a NetworkPolicy for the reporting pods letting in traffic from the observability namespace on port 9100',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const selectors = of(resources, 'NetworkPolicy').map((p) => at(p.body, 'spec.podSelector.matchLabels'));
    expect(selectors).toContainEqual({ 'app.kubernetes.io/name': 'reporting' });
  });

  it('a workload the request deploys, or says what it runs, is still written', async () => {
    for (const prompt of [
      'deploy the image ghcr.io/acme/catalog:4 and add an HPA for the catalog deployment',
      'an HPA for the catalog deployment running ghcr.io/acme/catalog:4',
    ]) {
      const { resources } = await generated(prompt, 'kubernetes-yaml');
      expect(of(resources, 'Deployment')).toHaveLength(1);
    }
  });
});

describe("'per pod' of another workload is that workload's pods, never a Deployment of its own", () => {
  it.each(FORMATS)('%s', async (f) => {
    const { resources, errors } = await generated(
      'a StatefulSet named queue running rabbitmq:3.13 with a 5Gi volume per pod; the password comes from the existing Secret mq-auth (key: admin-pw)',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const set = of(resources, 'StatefulSet')[0];
    // Terraform reads the object back with its keys sorted.
    expect(JSON.stringify(at(set.body, 'spec.template.spec.containers'))).toMatch(
      /"secretKeyRef":\{(?:"name":"mq-auth","key":"admin-pw"|"key":"admin-pw","name":"mq-auth")\}/,
    );
  });
});
