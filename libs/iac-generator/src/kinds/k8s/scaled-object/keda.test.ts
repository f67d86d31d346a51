/**
 * A KEDA ScaledObject and TriggerAuthentication asked for are written as KEDA's own objects
 * (keda.sh/v1alpha1), with the source, amount per replica and Secret said (issue 24, SIL/INV): the
 * workload scaled runs already, KEDA makes the autoscaler, and nothing else is made for them.
 */
import { generated, of, at } from '../../../testing/resources';

describe('a KEDA ScaledObject with its TriggerAuthentication', () => {
  it('scales the existing workload on the source said, reading credentials from the Secret named', async () => {
    const { resources, errors, result } = await generated(
      'keda ScaledObject for the existing deployment invoice-worker in ns billing: 1-40 replicas on rabbitmq queue ' +
        'invoices, 25 messages per replica, connection string from existing secret mq-billing (key uri) via a TriggerAuthentication',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [scaled] = of(resources, 'ScaledObject');
    expect(at(scaled.body, 'apiVersion')).toBe('keda.sh/v1alpha1');
    expect(at(scaled.body, 'spec.scaleTargetRef.name')).toBe('invoice-worker');
    expect(at(scaled.body, 'spec.minReplicaCount')).toBe(1);
    expect(at(scaled.body, 'spec.maxReplicaCount')).toBe(40);
    expect(at(scaled.body, 'spec.triggers.0')).toMatchObject({
      type: 'rabbitmq',
      metadata: { queueName: 'invoices', value: '25' },
    });
    const [auth] = of(resources, 'TriggerAuthentication');
    expect(at(scaled.body, 'spec.triggers.0.authenticationRef.name')).toBe(at(auth.body, 'metadata.name'));
    expect(at(auth.body, 'spec.secretTargetRef.0')).toEqual({ parameter: 'host', name: 'mq-billing', key: 'uri' });
    for (const kind of ['Deployment', 'Secret', 'HorizontalPodAutoscaler', 'Namespace', 'NetworkPolicy'])
      expect(of(resources, kind)).toEqual([]);
    expect(result.notCovered.filter((l) => /custom resource/.test(l))).toEqual([]);
  });
});
