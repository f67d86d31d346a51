/**
 * A quota's caps nobody stated must not reject what the same request asks to run (BRK): no cap on
 * limits without a LimitRange giving pods default limits (every pod stating none is rejected), and
 * never fewer volume claims or load balancers than the request itself creates in the namespace.
 */
import { generated, of, at } from '../../../testing/resources';

const hard = async (prompt: string) => {
  const { resources, errors } = await generated(prompt, 'kubernetes-yaml');
  expect(errors).toEqual([]);
  return at(of(resources, 'ResourceQuota')[0]?.body, 'spec.hard') as Record<string, string>;
};

describe('unasked caps of a resource quota', () => {
  it('caps requests only when no LimitRange gives default limits', async () => {
    const caps = await hard('namespace genomics with a resource quota of 12 CPU and 24Gi memory');
    expect(caps['requests.cpu']).toBe('12');
    expect(caps['limits.cpu']).toBeUndefined();
    expect(caps['limits.memory']).toBeUndefined();
  });

  it('caps limits too when a LimitRange gives every pod its defaults', async () => {
    const caps = await hard(
      'namespace genomics: a resource quota of 12 CPU and 24Gi memory, and a LimitRange with default container limits 250m / 256Mi',
    );
    expect(caps['limits.cpu']).toBeDefined();
  });

  it('allows at least the volume claims of the stateful set it runs', async () => {
    const caps = await hard(
      'in namespace ledger-db, a statefulset of cockroachdb/cockroach:v24.1.0 with 14 replicas and 50Gi each, under a resource quota of 64 CPU',
    );
    expect(Number(caps.persistentvolumeclaims)).toBeGreaterThanOrEqual(14);
  });
});
